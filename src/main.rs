//! The `vitrail` command: runs the bot, simulates a game, or backs the store up.

use std::fmt::Display;
use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use vitrail::cli::{backup, simulate, tournament};
use vitrail::config::{Config, LogFormat};

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
    let format = config.log_format;
    init_logging(format);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => return fatal(format, format!("cannot start the async runtime: {e}")),
    };
    match runtime.block_on(vitrail::bot::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fatal(format, e.to_string()),
    }
}

/// The error that stops the bot, as one line in the logs' format (a collector reading JSON
/// gets it as JSON too).
fn fatal(format: LogFormat, message: String) -> ExitCode {
    match format {
        LogFormat::Json => tracing::error!(fatal = true, "{message}"),
        LogFormat::Text => eprintln!("error: {message}"),
    }
    ExitCode::FAILURE
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

fn init_logging(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,tracing=warn"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        // One JSON object a line for log collectors: the event's fields at the top level.
        LogFormat::Json => logs.json().flatten_event(true).with_ansi(false).init(),
        // Colours only for a person at a terminal: Docker, journald and files get plain text.
        LogFormat::Text => logs
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init(),
    }
}
