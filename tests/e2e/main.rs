//! End-to-end tests: the real `vitrail` binary against a fake Discord on loopback.
//!
//! One test binary with a module per subject, so the fake Discord in `support` is compiled and
//! linked once rather than once per file. Run one subject with a filter, e.g.
//! `cargo test --test e2e hosting::`.

mod support;

mod azul;
mod backup;
mod bad_input;
mod cli;
mod cluster;
mod computers;
mod config;
mod counts;
mod deploy;
mod dm;
mod expiry;
mod fake_discord_selftest;
mod faults;
mod glance;
mod hints;
mod hosting;
mod interactions_http;
mod languages;
mod learn;
mod load;
mod lobby;
mod ratings;
mod replays;
mod reviews;
mod sagrada;
mod service;
mod settings;
mod shards;
mod sintra;
mod summer_pavilion;
mod toolchain;
mod undo;
mod uzory;
