//! `conway serve`: the browser workbench (the crate `conway-server`);
//! this module reads the options, prints the URL and opens a browser.

use crate::failure::Failure;
use crate::output::emit;
use std::net::IpAddr;
use std::time::Duration;

/// Arguments of `conway serve`.
#[derive(clap::Args)]
#[command(
    after_help = "Serves the workbench page: worksheet cells, a board explorer to analyse
positions and play them against the engine, and heap-game sequences plotted.

  conway serve                 http://127.0.0.1:8000/
  conway serve --open          and open it in the browser
  conway serve --port 0        on a free port (the URL printed says which)

It binds to 127.0.0.1 unless --bind says otherwise; every computation runs
under --request-timeout and the memory budget, one per core at a time.
Worksheets and games are kept in memory only, 30 minutes after their last use.
Ctrl-C stops the server."
)]
pub struct Args {
    /// The port to listen on (0: a free one).
    #[arg(long, default_value_t = 8000)]
    port: u16,

    /// The address to listen on; anything but loopback lets others use
    /// this machine's processors.
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,

    /// Open the page in the default browser.
    #[arg(long)]
    open: bool,

    /// Seconds each computation may take before it is stopped.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    request_timeout: f64,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let timeout = Duration::try_from_secs_f64(args.request_timeout)
        .ok()
        .filter(|t| !t.is_zero())
        .ok_or_else(|| {
            Failure::input(
                "--request-timeout",
                format!(
                    "'{}' is not a positive number of seconds",
                    args.request_timeout
                ),
            )
        })?;
    let config = conway_server::Config {
        bind: args.bind,
        port: args.port,
        request_timeout: timeout,
        ..conway_server::Config::default()
    };
    if conway_server::is_public(args.bind) {
        eprintln!(
            "conway serve: warning: listening on {} — anyone who can reach this port can use this machine's processors",
            args.bind
        );
    }
    let mut printed = Ok(());
    // An URL nobody can read (the output was closed) serves nobody.
    let served = conway_server::serve(config, |url| {
        printed = emit(&format!("conway serve: {url} (Ctrl-C stops it)\n"));
        if printed.is_ok() && args.open {
            open(url);
        }
        printed.is_ok()
    });
    printed?;
    served.map_err(|e| {
        Failure::input(
            format!("--bind {} --port {}", args.bind, args.port),
            format!("cannot listen there: {e}"),
        )
    })
}

/// Opens `url` in the desktop's browser; says so when it cannot.
fn open(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let started = std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if let Err(e) = started {
        eprintln!("conway serve: cannot open a browser ({opener}: {e}); open {url} yourself");
    }
}
