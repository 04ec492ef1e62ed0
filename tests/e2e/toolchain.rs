//! The Rust version `Cargo.toml` and the README state is one that every locked dependency
//! builds with: a dependency update that needs a newer Rust fails here, not on a newcomer's
//! machine.

use std::process::Command;

use serde_json::Value;

/// "1.88" or "1.88.0" as comparable numbers.
fn version(text: &str) -> (u64, u64, u64) {
    let mut parts = text.split('.').map(|p| p.parse::<u64>().unwrap_or(0));
    let mut next = || parts.next().unwrap_or(0);
    (next(), next(), next())
}

#[test]
fn the_stated_rust_version_builds_every_locked_dependency() {
    let root = env!("CARGO_MANIFEST_DIR");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    // The packages this machine builds: a build downloads no other platform's (such as
    // anstyle-wincon, Windows only), and without them `--offline` metadata of every platform
    // fails.
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let about = Command::new(rustc)
        .arg("-vV")
        .output()
        .expect("rustc -vV runs");
    let about = String::from_utf8_lossy(&about.stdout).into_owned();
    let host = about
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .expect("rustc names its host")
        .trim()
        .to_string();
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .args(["--filter-platform", &host])
        .current_dir(root)
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("metadata is JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    let rust_version = |p: &Value| p["rust_version"].as_str().map(str::to_string);
    let ours = packages
        .iter()
        .find(|p| p["name"] == "vitrail")
        .and_then(rust_version)
        .expect("Cargo.toml states rust-version");
    let locked: Vec<&str> = metadata["resolve"]["nodes"]
        .as_array()
        .expect("resolve")
        .iter()
        .filter_map(|n| n["id"].as_str())
        .collect();
    let newer: Vec<String> = packages
        .iter()
        .filter(|p| p["id"].as_str().is_some_and(|id| locked.contains(&id)))
        .filter_map(|p| {
            let needs = rust_version(p)?;
            (version(&needs) > version(&ours)).then(|| format!("{} needs {needs}", p["name"]))
        })
        .collect();
    assert!(
        newer.is_empty(),
        "rust-version is {ours}, but {}",
        newer.join(", ")
    );
    let readme = std::fs::read_to_string(format!("{root}/README.md")).expect("README");
    assert!(
        readme.contains(&format!("Rust ({ours} or newer)")),
        "the README states another Rust version than {ours}"
    );
}
