//! The `vitrail` command: runs the bot, simulates a game, or backs the store up.

use std::fmt::Display;
use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use vitrail::cli::args::{self, Invocation};
use vitrail::cli::{backup, simulate, tournament};
use vitrail::config::{Config, LogFormat};

fn main() -> ExitCode {
    let invocation = match args::parse(std::env::args_os()) {
        Ok(invocation) => invocation,
        // Help and the version (exit 0) as well as refusals (exit 2), as clap words them.
        Err(shown) => {
            let _ = shown.print();
            return ExitCode::from(u8::try_from(shown.exit_code()).unwrap_or(2));
        }
    };
    match invocation {
        Invocation::Run { config } => run_bot(config),
        Invocation::Simulate(a) => print_report(simulate::run(&a)),
        Invocation::Tournament(a) => print_report(tournament::run(&a)),
        Invocation::Backup(a) => print_report(backup::backup(&a)),
        Invocation::Restore(a) => print_report(backup::restore(&a)),
    }
}

fn run_bot(config: Option<PathBuf>) -> ExitCode {
    let config_path = config.or_else(|| std::env::var_os("VITRAIL_CONFIG").map(PathBuf::from));
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
