//! The configuration as a person meets it: a value a key does not take stops the start, before
//! anything is opened or contacted, with one line naming where it is (the file and line, or the
//! environment variable), the key and what it takes, and exit status 2.

use std::process::Command;

#[test]
fn config_a_bad_value_is_one_line_naming_where_the_key_and_what_it_takes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.toml");
    let file = path.display().to_string();
    for (text, env, says) in [
        (
            "# mine\nthreads = fals\n",
            None,
            format!("error: {file} line 2: not valid TOML (invalid string, expected `\"`, `'`); `threads` must be true or false"),
        ),
        (
            "data_dir = 5\n",
            None,
            format!("error: {file} line 1: `data_dir` must be a path in quotes, such as \"data\" (got 5)"),
        ),
        (
            "\nreview_secs = 1000\n",
            None,
            format!("error: {file} line 2: `review_secs` must be a whole number 1–300 (got 1000)"),
        ),
        (
            "review_secs = 30\n",
            Some(("VITRAIL_API_PROXY", "discord.example")),
            "error: environment variable VITRAIL_API_PROXY: `api_proxy` must be an http:// or https:// URL, such as \"http://127.0.0.1:3000\" (got \"discord.example\")".to_string(),
        ),
        (
            "gateway = false\n",
            None,
            "error: `gateway = false` needs `interactions_addr` and `public_key`: without the gateway, interactions can only arrive over HTTP".to_string(),
        ),
    ] {
        std::fs::write(&path, text).expect("write the config");
        let mut command = Command::new(env!("CARGO_BIN_EXE_vitrail"));
        command
            .args(["--config", &file])
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", "fake-bot-token")
            .env_remove("VITRAIL_CONFIG")
            .env_remove("VITRAIL_API_PROXY");
        if let Some((var, value)) = env {
            command.env(var, value);
        }
        let out = command.output().expect("run vitrail");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{text:?}: {stderr}");
        assert_eq!(stderr.trim_end(), says, "{text:?}");
        assert!(!dir.path().join("data").exists(), "the store was opened");
    }
}
