# Multi-stage build: compile in the Rust image, run from a slim Debian as a non-root user.
FROM rust:1-bookworm AS build
WORKDIR /src
# Exactly what `cargo build` needs: the manifest names the benches and an example, and the sources
# include assets/ and config.example.toml at compile time. tests/e2e/service.rs checks this list.
COPY Cargo.toml Cargo.lock ./
COPY src src
COPY benches benches
COPY examples examples
COPY assets assets
COPY config.example.toml ./
RUN cargo build --release --locked

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /var/lib/vitrail vitrail \
    && mkdir -p /var/lib/vitrail \
    && chown vitrail:vitrail /var/lib/vitrail
COPY --from=build /src/target/release/vitrail /usr/local/bin/vitrail
USER vitrail
WORKDIR /var/lib/vitrail
# Games live here; mount a volume so they outlive the container.
ENV VITRAIL_DATA_DIR=/var/lib/vitrail/data
VOLUME ["/var/lib/vitrail"]
# `docker stop` sends SIGTERM: the bot finishes the clicks in hand, flushes and exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["vitrail"]
CMD ["run"]
