//! The `vitrail` command: runs the bot, simulates a game, or backs the store up.

use std::fmt::Display;
use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use vitrail::cli::{backup, simulate, tournament};
use vitrail::config::Config;

const HELP: &str = "\
vitrail — a Discord bot that hosts tile and stained-glass board games

usage:
  vitrail [run] [--config PATH]     run the bot (token from DISCORD_TOKEN or the config file)
  vitrail simulate <game> [--players N] [--seed S] [--out DIR] [--log]
                                    play a game between computer players, print the result as JSON
                                    (with --log, every move's log line too)
  vitrail tournament <game> [--games N] [--iterations N] [--threads N] [--seed S]
                                    measure the computer levels against each other, print JSON
  vitrail backup DIR [--config PATH]
                                    copy every game, rating and statistic into the new folder
                                    DIR, consistently, while the bot runs (it takes the copy;
                                    moves wait meanwhile) or while it is stopped; print JSON
  vitrail restore DIR [--config PATH] [--replace]
                                    bring the backup in DIR back as the store (data_dir); stop
                                    the bot first. With --replace, a store already there is
                                    moved aside to <data_dir>.before-restore-<time>, not deleted
  vitrail help                      this text
  vitrail <command> --help          every option of simulate or tournament, with its values

See README.md and config.example.toml.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("run") | Some("--config") => run_bot(&args),
        Some("simulate") => run_simulate(&args[1..]),
        Some("tournament") => run_tournament(&args[1..]),
        Some("backup") => {
            print_report(backup::parse_args(&args[1..], false).and_then(|a| backup::backup(&a)))
        }
        Some("restore") => {
            print_report(backup::parse_args(&args[1..], true).and_then(|a| backup::restore(&a)))
        }
        Some("help" | "--help" | "-h") => {
            println!("{HELP}\n\ngames: {}", vitrail::games::GameKind::slugs());
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("error: unknown command {other:?}\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}

fn run_bot(args: &[String]) -> ExitCode {
    let rest = args.strip_prefix(&["run".to_string()]).unwrap_or(args);
    let config_path = match rest {
        [] => std::env::var_os("VITRAIL_CONFIG").map(PathBuf::from),
        [flag, path] if flag == "--config" => Some(PathBuf::from(path)),
        _ => {
            eprintln!("error: expected `vitrail run [--config PATH]`");
            return ExitCode::from(2);
        }
    };
    let config = match Config::load(config_path.as_deref(), &|key| std::env::var(key).ok()) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    init_logging();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(vitrail::bot::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run_tournament(args: &[String]) -> ExitCode {
    if asks_for_help(args) {
        println!("{}", tournament::usage());
        return ExitCode::SUCCESS;
    }
    print_report(tournament::parse_args(args).and_then(|a| tournament::run(&a)))
}

fn run_simulate(args: &[String]) -> ExitCode {
    if asks_for_help(args) {
        println!("{}", simulate::usage());
        return ExitCode::SUCCESS;
    }
    print_report(simulate::parse_args(args).and_then(|a| simulate::run(&a)))
}

/// `vitrail <command> --help` (or `-h`) anywhere among the command's arguments.
fn asks_for_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "--help" || a == "-h")
}

/// Prints a command's report as JSON; its error on stderr, with exit code 2.
fn print_report<R: Serialize, E: Display>(result: Result<R, E>) -> ExitCode {
    match result.map(|report| serde_json::to_string_pretty(&report)) {
        Ok(Ok(json)) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Ok(Err(e)) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,tracing=warn"));
    // Colours only for a person at a terminal: Docker, journald and files get plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(ansi)
        .init();
}
