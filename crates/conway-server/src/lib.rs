//! `conway serve`: the browser workbench. A local HTTP server (axum on
//! tokio) over the library: worksheet cells with a session per tab, the
//! board explorer (analysis, moves with their values, play against the
//! engine on [`conway::play::Session`]), heap-game sequences, and the page
//! itself (plain HTML, CSS and JavaScript embedded in the binary). Every
//! answer is a conway/1 document (`docs/schema/serve.json`).
//!
//! Safe by default: it binds to loopback, never touches the file system,
//! caps request bodies, runs every computation under a
//! [`conway::control::Control`] (the request timeout and the memory
//! budget) on a bounded pool of workers with a bounded queue (then 503),
//! cancels the work of a request that goes away, answers a panic with 500
//! and goes on serving.
//!
//! ```no_run
//! let config = conway_server::Config::default();
//! conway_server::serve(config, |url| {
//!     println!("{url}");
//!     true
//! })
//! .unwrap();
//! ```
//!
//! `src/pool.rs` bounds the work, `src/sessions.rs` keeps the sessions,
//! one module per part of the API (`worksheet`, `board`, `play`,
//! `sequence`), `src/app.rs` routes, `src/assets.rs` serves the page.

mod app;
mod assets;
mod board;
mod failure;
mod misere;
mod outcome;
mod play;
mod pool;
mod sequence;
mod sessions;
mod worksheet;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

/// The largest request body, in bytes.
pub const MAX_BODY: usize = 1 << 20;

/// How a server runs.
///
/// ```
/// use std::time::Duration;
/// let config = conway_server::Config::default();
/// assert!(config.bind.is_loopback());
/// assert_eq!(config.request_timeout, Duration::from_secs(10));
/// assert_eq!(config.max_body, conway_server::MAX_BODY);
/// let mine = conway_server::Config { port: 0, ..config };
/// assert_eq!(mine.port, 0);
/// ```
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (loopback unless asked otherwise).
    pub bind: IpAddr,
    /// The port; 0 asks the system for a free one.
    pub port: u16,
    /// The time limit of each computation.
    pub request_timeout: Duration,
    /// The resident memory of the process allowed to a computation, in
    /// bytes (`None`: no memory budget).
    pub memory: Option<u64>,
    /// Computations at once (one per core by default).
    pub workers: usize,
    /// Requests that may wait for a worker; more get 503.
    pub queue: usize,
    /// The largest request body, in bytes.
    pub max_body: usize,
    /// Worksheet sessions kept (games: four times as many).
    pub sessions: usize,
    /// How long an unused session is kept.
    pub idle: Duration,
    /// The stack of each worker and worksheet thread, in bytes (address
    /// space reserved, used only as deep game trees need it).
    pub stack: usize,
    /// Routes that panic on purpose, for the tests.
    pub test_routes: bool,
}

impl Default for Config {
    fn default() -> Config {
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 8000,
            request_timeout: Duration::from_secs(10),
            memory: Some(conway::control::default_memory_budget()),
            workers,
            queue: 16 * workers,
            max_body: MAX_BODY,
            sessions: 64,
            idle: Duration::from_secs(30 * 60),
            stack: 256 << 20,
            test_routes: false,
        }
    }
}

/// Whether `bind` reaches beyond this machine (then anyone who can reach
/// the port can use its processors).
///
/// ```
/// use std::net::IpAddr;
/// assert!(!conway_server::is_public("127.0.0.1".parse::<IpAddr>().unwrap()));
/// assert!(conway_server::is_public("0.0.0.0".parse::<IpAddr>().unwrap()));
/// ```
pub fn is_public(bind: IpAddr) -> bool {
    !bind.is_loopback()
}

/// Runs a server with `config` until the process ends: binds, calls
/// `ready` with the page's URL (the real port when `config.port` is 0),
/// then serves, unless `ready` says false (nobody can be told the URL:
/// the command line's output was closed). An error when the address
/// cannot be bound.
///
/// ```no_run
/// let config = conway_server::Config { port: 0, ..conway_server::Config::default() };
/// conway_server::serve(config, |url| {
///     println!("serving {url}");
///     true
/// })
/// .unwrap();
/// ```
pub fn serve(config: Config, ready: impl FnOnce(&str) -> bool) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(config.workers + 2)
        .thread_stack_size(config.stack)
        .thread_name("conway-serve")
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener =
            tokio::net::TcpListener::bind(SocketAddr::new(config.bind, config.port)).await?;
        if !ready(&url(listener.local_addr()?)) {
            return Ok(());
        }
        axum::serve(listener, app::router(config)).await
    })
}

/// The page's URL at `addr`.
fn url(addr: SocketAddr) -> String {
    format!("http://{addr}/")
}
