//! A server on an ephemeral loopback port for each test that needs its
//! own settings, and a small client.

use serde_json::Value;
use std::sync::mpsc;
use std::time::Duration;

/// A running server's base URL (`http://127.0.0.1:PORT`).
pub struct Server {
    pub base: String,
}

/// Starts a server with `config` (port 0, test routes on) on a thread of
/// its own; it serves until the test process ends.
pub fn start(config: conway_server::Config) -> Server {
    let (send, receive) = mpsc::channel();
    let config = conway_server::Config {
        port: 0,
        test_routes: true,
        ..config
    };
    std::thread::spawn(move || {
        let sent = send.clone();
        let served = conway_server::serve(config, move |url| sent.send(url.to_string()).is_ok());
        panic!("the test server ended: {served:?}");
    });
    let url = receive
        .recv_timeout(Duration::from_secs(20))
        .expect("the server starts");
    Server {
        base: url.trim_end_matches('/').to_string(),
    }
}

/// A server with the default settings but `workers` workers.
pub fn default_server() -> Server {
    start(conway_server::Config {
        workers: 2,
        ..conway_server::Config::default()
    })
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

impl Server {
    /// `POST path` with `body` (text sent as it is): the status and the
    /// JSON answer.
    pub fn post_text(&self, path: &str, body: &str) -> (u16, Value) {
        let mut res = agent()
            .post(&format!("{}{path}", self.base))
            .header("Content-Type", "application/json")
            .send(body)
            .expect("the server answers");
        let status = res.status().as_u16();
        let text = res.body_mut().read_to_string().expect("a body");
        (
            status,
            serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}")),
        )
    }

    /// `POST path` with the JSON `body`.
    pub fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.post_text(path, &body.to_string())
    }

    /// `GET path`: the status, the content type and the body.
    pub fn get(&self, path: &str) -> (u16, String, String) {
        let mut res = agent()
            .get(&format!("{}{path}", self.base))
            .call()
            .expect("the server answers");
        let status = res.status().as_u16();
        let kind = res
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        (
            status,
            kind,
            res.body_mut().read_to_string().expect("a body"),
        )
    }

    /// `GET path` as JSON.
    pub fn get_json(&self, path: &str) -> (u16, Value) {
        let (status, _, body) = self.get(path);
        (status, serde_json::from_str(&body).expect("JSON"))
    }

    /// The server's status document.
    pub fn status(&self) -> Value {
        self.get_json("/api/status").1
    }

    /// Waits until `ready` holds of the status (at most 20 s).
    pub fn wait_for(&self, what: &str, ready: impl Fn(&Value) -> bool) -> Value {
        for _ in 0..400 {
            let status = self.status();
            if ready(&status) {
                return status;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("waited 20 s for {what}: {}", self.status());
    }
}

/// A worksheet statement that runs until it is stopped (every turn of
/// the loop counts on the request's control).
pub const ENDLESS: &str = "for n from 1 to 1000000000000 do if n < 0 then n end end";
