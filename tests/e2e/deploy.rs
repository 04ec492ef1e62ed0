//! The cluster example (`deploy/cluster/`), checked without a cluster: the workers' environment,
//! built from the Deployment with sample values for the secrets, is one vitrail accepts as a
//! gateway-less worker on PostgreSQL, and the pieces point at each other: the Ingress at the
//! Service, the Service at the interactions port, the probes at the health listener, the workers
//! at the REST proxy and the database through their Services, and everybody at the one Secret.
//!
//! The files are read by a small flattener of the YAML they use (`Flat`), not a YAML parser:
//! the suite takes no dependency for them.

use std::collections::BTreeMap;
use std::path::Path;

use vitrail::config::{Config, KEYS};

/// What the test puts in place of the Secret's placeholders.
const SAMPLE_TOKEN: &str = "sample-token";
const SAMPLE_PUBLIC_KEY: &str = "67c6bd767ca099e79efac9fcce4d2022a63bf7dea780e7f3d813f694c1597089";

/// A YAML document as `path = scalar` pairs, e.g. `spec.template.spec.containers.0.name =
/// vitrail`: block mappings and sequences, plain or quoted scalars; a flow list (`[a, b]`) and
/// a `|` block stay text. Keys may hold dots themselves (`app.kubernetes.io/name`): paths are
/// only ever compared whole or by prefix.
#[derive(Debug, Default)]
struct Flat(Vec<(String, String)>);

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn unquoted(value: &str) -> String {
    value
        .trim()
        .trim_matches('"')
        .trim_matches('\'')
        .to_string()
}

impl Flat {
    fn parse(doc: &str) -> Flat {
        let mut entries = Vec::new();
        // The open nodes: the indentation of the line that opened each, and its path.
        let mut open: Vec<(usize, String)> = Vec::new();
        let mut next_item: BTreeMap<String, usize> = BTreeMap::new();
        let mut lines = doc.lines().peekable();
        while let Some(line) = lines.next() {
            let mut content = line.trim();
            if content.is_empty() || content.starts_with('#') || content == "---" {
                continue;
            }
            let line_indent = indent_of(line);
            let mut indent = line_indent;
            open.retain(|(at, _)| *at < indent);
            let mut path = open.last().map(|(_, p)| p.clone()).unwrap_or_default();
            // A list item: its index under the parent, then its content as a line of its own.
            if let Some(rest) = content
                .strip_prefix("- ")
                .or((content == "-").then_some(""))
            {
                let n = next_item.entry(path.clone()).or_default();
                path = format!("{path}.{n}");
                *n += 1;
                open.push((indent, path.clone()));
                indent += 2;
                content = rest.trim();
            }
            let (node, value) = match content.split_once(": ") {
                Some((key, value)) if !key.contains(' ') => (format!("{path}.{key}"), value.trim()),
                _ => match content.strip_suffix(':') {
                    Some(key) if !key.contains(' ') => (format!("{path}.{key}"), ""),
                    _ => (path.clone(), content),
                },
            };
            let node = node.trim_start_matches('.').to_string();
            if value == "|" || value == "|-" {
                // A block of text: every line deeper than the one that opens it, as written
                // below the block's own indentation.
                let deeper = |l: &&str| l.trim().is_empty() || indent_of(l) > line_indent;
                let mut text = Vec::new();
                while let Some(next) = lines.next_if(deeper) {
                    text.push(next);
                }
                let margin = text
                    .iter()
                    .filter(|l| !l.trim().is_empty())
                    .map(|l| indent_of(l))
                    .min();
                let margin = margin.unwrap_or(0);
                let text: Vec<&str> = text.iter().map(|l| l.get(margin..).unwrap_or("")).collect();
                entries.push((node, text.join("\n")));
            } else if value.is_empty() {
                open.push((indent, node));
            } else {
                entries.push((node, unquoted(value)));
            }
        }
        Flat(entries)
    }

    fn try_get(&self, path: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, v)| v.as_str())
    }

    fn get(&self, path: &str) -> &str {
        self.try_get(path)
            .unwrap_or_else(|| panic!("no {path} in {:#?}", self.0))
    }

    /// The node at `path`, its paths made relative to it.
    fn at(&self, path: &str) -> Flat {
        let prefix = format!("{path}.");
        Flat(
            self.0
                .iter()
                .filter_map(|(p, v)| Some((p.strip_prefix(&prefix)?.to_string(), v.clone())))
                .collect(),
        )
    }

    /// The items of the list at `path`, in order.
    fn items(&self, path: &str) -> Vec<Flat> {
        let list = self.at(path);
        let mut items: Vec<Flat> = Vec::new();
        for (p, v) in list.0 {
            let (index, rest) = p.split_once('.').unwrap_or((&p, ""));
            let index: usize = index
                .parse()
                .unwrap_or_else(|_| panic!("{path} is no list"));
            if items.len() <= index {
                items.resize_with(index + 1, Flat::default);
            }
            items[index].0.push((rest.to_string(), v));
        }
        items
    }

    /// The scalar items of the list at `path`.
    fn list(&self, path: &str) -> Vec<String> {
        self.items(path)
            .iter()
            .map(|item| item.get("").to_string())
            .collect()
    }
}

/// The documents of a YAML file, flattened.
fn documents(text: &str) -> Vec<Flat> {
    text.split("\n---\n").map(Flat::parse).collect()
}

/// The one document of `kind` in a file.
fn the(text: &str, kind: &str) -> Flat {
    let mut found: Vec<Flat> = documents(text)
        .into_iter()
        .filter(|doc| doc.try_get("kind") == Some(kind))
        .collect();
    assert_eq!(found.len(), 1, "one {kind}");
    found.remove(0)
}

fn read(path: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A container's port, given by number or by the name of one of its ports.
fn container_port(container: &Flat, port: &str) -> u16 {
    match port.parse() {
        Ok(number) => number,
        Err(_) => container
            .items("ports")
            .iter()
            .find(|p| p.get("name") == port)
            .unwrap_or_else(|| panic!("no port named {port}"))
            .get("containerPort")
            .parse()
            .expect("a port number"),
    }
}

/// The one container of a pod template.
fn only_container(pod_template: &Flat) -> Flat {
    let mut containers = pod_template.items("spec.containers");
    assert_eq!(containers.len(), 1, "one container");
    containers.remove(0)
}

/// A container's environment: its values, and for a Secret's key the Secret's value there,
/// or a sample for the placeholders a person replaces (the token and the public key). Every
/// name must be one of vitrail's (or the container's own, for a container that is not vitrail's).
fn environment(container: &Flat, secret: &Flat, vitrail: bool) -> BTreeMap<String, String> {
    let secret_name = secret.get("metadata.name");
    let mut env = BTreeMap::new();
    for var in container.items("env") {
        let name = var.get("name").to_string();
        if vitrail {
            assert!(
                KEYS.iter().any(|key| key.env == name),
                "{name} is no variable of vitrail's (src/config.rs)"
            );
        }
        let value = match var.try_get("value") {
            Some(value) => value.to_string(),
            None => {
                let reference = var.at("valueFrom.secretKeyRef");
                assert_eq!(reference.get("name"), secret_name, "{name}'s Secret");
                let key = reference.get("key");
                let written = secret.get(&format!("stringData.{key}"));
                match name.as_str() {
                    "DISCORD_TOKEN" => SAMPLE_TOKEN.to_string(),
                    "VITRAIL_PUBLIC_KEY" => SAMPLE_PUBLIC_KEY.to_string(),
                    _ => written.to_string(),
                }
            }
        };
        assert!(env.insert(name.clone(), value).is_none(), "{name} twice");
    }
    env
}

fn labels_match(selector: &Flat, pod_template: &Flat) {
    assert!(!selector.0.is_empty(), "an empty selector");
    for (label, value) in &selector.0 {
        assert_eq!(
            pod_template.try_get(&format!("metadata.labels.{label}")),
            Some(value.as_str()),
            "the pods' label {label}"
        );
    }
}

/// The workers' Deployment loads as a worker with no gateway, an interactions endpoint, the
/// public key and a PostgreSQL store; the Ingress and the Service lead to the endpoint's port;
/// the probes ask the health listener; the REST proxy and the database are reached through their
/// Services, with the Secret's names.
#[test]
fn workers_of_the_cluster_example_load_as_a_gateway_less_worker() {
    let (workers, secret, postgres) = (
        read("deploy/cluster/workers.yaml"),
        read("deploy/cluster/secret.yaml"),
        read("deploy/cluster/postgres.yaml"),
    );
    let proxy = read("deploy/kubernetes/rest-proxy.yaml");
    let secret = the(&secret, "Secret");
    let deployment = the(&workers, "Deployment");
    let replicas: u32 = deployment.get("spec.replicas").parse().expect("replicas");
    assert!(replicas >= 2, "several workers, not {replicas}");
    let pods = deployment.at("spec.template");
    labels_match(&deployment.at("spec.selector.matchLabels"), &pods);
    let worker = only_container(&pods);
    let env = environment(&worker, &secret, true);

    let config = Config::load(None, &|key| env.get(key).cloned())
        .unwrap_or_else(|e| panic!("the workers' environment is refused: {e}"));
    assert!(!config.gateway, "the workers connect to the gateway");
    assert_eq!(config.shards, None);
    let endpoint = config.interactions.expect("an interactions endpoint");
    assert_eq!(endpoint.public_key.hex(), SAMPLE_PUBLIC_KEY);
    assert!(
        endpoint.addr.ip().is_unspecified(),
        "the endpoint must listen beyond the pod: {}",
        endpoint.addr
    );
    let metrics = config
        .metrics_addr
        .expect("a metrics address, for the probes");
    assert!(metrics.ip().is_unspecified(), "kubelet probes from outside");
    assert_ne!(metrics.port(), endpoint.addr.port());

    // The Ingress → the Service → the endpoint's port, over TLS.
    let service = the(&workers, "Service");
    labels_match(&service.at("spec.selector"), &pods);
    let mut service_ports = service.items("spec.ports");
    assert_eq!(service_ports.len(), 1, "the endpoint only, not the metrics");
    let service_port = service_ports.remove(0);
    assert_eq!(
        container_port(&worker, service_port.get("targetPort")),
        endpoint.addr.port(),
        "the Service's target is the interactions port"
    );
    let ingress = the(&workers, "Ingress");
    let rules = ingress.items("spec.rules");
    assert_eq!(rules.len(), 1);
    let host = rules[0].get("host");
    let tls = ingress.items("spec.tls");
    assert!(
        tls.iter()
            .any(|t| t.list("hosts").iter().any(|h| h == host)),
        "Discord posts only to https: {host} needs TLS"
    );
    for path in rules[0].items("http.paths") {
        let backend = path.at("backend.service");
        let to = path.get("path");
        assert_eq!(backend.get("name"), service.get("metadata.name"), "{to}");
        assert_eq!(
            backend.get("port.number"),
            service_port.get("port"),
            "{to} goes to another port than the Service's"
        );
    }

    // Every probe asks /healthz of the metrics listener, the path it answers.
    let health = read("src/bot/health.rs");
    for probe in ["startupProbe", "readinessProbe", "livenessProbe"] {
        let get = worker.at(&format!("{probe}.httpGet"));
        let path = get.get("path");
        assert!(
            health.contains(&format!("\"{path}\" =>")),
            "{probe} asks {path}, which src/bot/health.rs does not answer"
        );
        assert_eq!(path, "/healthz", "{probe}");
        assert_eq!(
            container_port(&worker, get.get("port")),
            metrics.port(),
            "{probe} asks another port than metrics_addr's"
        );
    }

    // The REST proxy of the shards' example, applied as it is: its Service, and its token
    // from this Secret.
    let proxy_service = the(&proxy, "Service");
    assert_eq!(proxy_service.items("spec.ports")[0].get("port"), "80");
    assert_eq!(
        config.api_proxy.as_deref(),
        Some(format!("http://{}", proxy_service.get("metadata.name")).as_str()),
        "the workers' VITRAIL_API_PROXY is not the proxy's Service on port 80"
    );
    let proxy_env = environment(
        &only_container(&the(&proxy, "Deployment").at("spec.template")),
        &secret,
        false,
    );
    assert!(proxy_env.contains_key("DISCORD_TOKEN"));

    // The database through its Service, as its role, with the password PostgreSQL was given.
    let url = config.database.expect("a PostgreSQL store");
    let url = reqwest::Url::parse(&url).expect("a URL");
    let database = the(&postgres, "Service");
    let servers = the(&postgres, "StatefulSet").at("spec.template");
    labels_match(&database.at("spec.selector"), &servers);
    let server = only_container(&servers);
    let server_env = environment(&server, &secret, false);
    assert_eq!(
        url.host_str(),
        Some(database.get("metadata.name")),
        "the store's host is not PostgreSQL's Service"
    );
    let database_port = database.items("spec.ports").remove(0);
    assert_eq!(
        url.port().map(|p| p.to_string()).as_deref(),
        Some(database_port.get("port")),
        "the store's port is not PostgreSQL's Service's"
    );
    assert_eq!(
        container_port(&server, database_port.get("targetPort")),
        url.port().unwrap_or(5432),
        "PostgreSQL's Service leads to another port"
    );
    assert_eq!(
        url.username(),
        server_env["POSTGRES_USER"],
        "the store's role"
    );
    assert_eq!(
        url.password(),
        Some(server_env["POSTGRES_PASSWORD"].as_str())
    );
    assert_eq!(url.path(), format!("/{}", server_env["POSTGRES_DB"]));
}

/// The backup job runs `vitrail backup` on the workers' database, with nothing else to know.
#[test]
fn backups_of_the_cluster_example_read_the_workers_database() {
    let (backup, workers, secret) = (
        read("deploy/cluster/backup-cronjob.yaml"),
        read("deploy/cluster/workers.yaml"),
        read("deploy/cluster/secret.yaml"),
    );
    let secret = the(&secret, "Secret");
    let job = the(&backup, "CronJob").at("spec.jobTemplate.spec.template");
    let container = only_container(&job);
    let env = environment(&container, &secret, true);
    let store = Config::load_store(None, &|key| env.get(key).cloned()).expect("store keys");
    let worker = only_container(&the(&workers, "Deployment").at("spec.template"));
    let workers_env = environment(&worker, &secret, true);
    assert_eq!(
        store.database.as_deref(),
        Some(workers_env["VITRAIL_STORE"].as_str())
    );
    let script = container.list("command").join(" ");
    assert!(script.contains("vitrail backup "), "{script}");
    let volume = container.items("volumeMounts").remove(0);
    assert!(
        script.contains(&format!("{}/", volume.get("mountPath"))),
        "{script}"
    );
}
