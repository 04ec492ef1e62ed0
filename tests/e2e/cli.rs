//! The `vitrail` binary's command line as a person meets it: help and version exit 0, a bad
//! option is one line naming it and what it takes, with exit status 2.

use std::process::{Command, Output};

fn vitrail(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_vitrail"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("VITRAIL_CONFIG")
        .output()
        .expect("run vitrail")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn cli_help_and_version_exit_zero() {
    for args in [
        &["--help"][..],
        &["simulate", "--help"],
        &["tournament", "-h"],
        &["--version"],
    ] {
        let out = vitrail(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(!out.stdout.is_empty(), "{args:?} printed nothing");
    }
    let simulate = text(&vitrail(&["simulate", "--help"]).stdout);
    for flag in [
        "--players",
        "--seed",
        "--out",
        "--level",
        "--iterations",
        "--log",
        "--side",
        "--wilds",
        "--difficulty",
    ] {
        assert!(simulate.contains(flag), "{flag} missing from\n{simulate}");
    }
    let version = text(&vitrail(&["--version"]).stdout);
    assert!(version.contains(env!("CARGO_PKG_VERSION")), "{version}");
}

#[test]
fn cli_a_bad_option_is_one_line_naming_it() {
    for (args, says) in [
        (
            &["simulate", "sagrada", "--players", "1", "--difficulty", "9"][..],
            "must be 1–5",
        ),
        (
            &["simulate", "sagrada", "--players", "2", "--difficulty", "2"],
            "--players 1",
        ),
        (
            &["simulate", "sintra", "--side", "beige"],
            "--side must be a or b",
        ),
        (&["simulate", "chess"], "chess"),
    ] {
        let out = vitrail(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        let first = err.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("error: ") && first.contains(says),
            "{args:?}: {err}"
        );
        assert!(
            out.stdout.is_empty(),
            "{args:?} printed {}",
            text(&out.stdout)
        );
    }
}

#[test]
fn cli_a_grey_azul_game_whose_rows_all_die_ends_with_a_result() {
    // It once went on for ever (issue 50): every row of both walls had died.
    let args = [
        "simulate",
        "azul",
        "--side",
        "grey",
        "--players",
        "2",
        "--seed",
        "47",
        "--level",
        "random",
    ];
    let out = vitrail(&args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("a JSON report");
    let standings = report["outcome"]["standings"].as_array().expect("a result");
    assert_eq!(standings.len(), 2, "{report}");
    assert_eq!(report["rows"], 0, "nobody completed a row: {report}");
}
