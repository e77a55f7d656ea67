//! The server's limits: the request timeout, the Stop button, a dropped
//! connection, the bounded queue (503), panics (500, and the server goes
//! on), and sessions capped and expired.

use crate::server::{start, Server, ENDLESS};
use serde_json::json;
use std::io::Write;
use std::time::{Duration, Instant};

fn server_with(workers: usize, queue: usize, timeout_secs: u64) -> Server {
    start(conway_server::Config {
        workers,
        queue,
        request_timeout: Duration::from_secs(timeout_secs),
        ..conway_server::Config::default()
    })
}

#[test]
fn a_computation_stops_at_the_request_timeout() {
    let s = server_with(1, 2, 1);
    let started = Instant::now();
    let (status, doc) = s.post("/api/worksheet", json!({"text": ENDLESS}));
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["stopped"], "timeout");
    assert_eq!(doc["complete"], false);
    assert_eq!(
        doc["error"],
        "reached the time limit of 1 s (--request-timeout)"
    );
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "{:?}",
        started.elapsed()
    );
    // The session goes on after a stop.
    let (_, next) = s.post(
        "/api/worksheet",
        json!({"session": doc["session"], "text": "1 + 1"}),
    );
    assert_eq!(next["answers"][0]["text"], "2");
}

#[test]
fn the_stop_button_cancels_the_job_it_names() {
    let s = server_with(1, 2, 120);
    let base = s.base.clone();
    let worker = std::thread::spawn(move || {
        Server { base }.post("/api/worksheet", json!({"text": ENDLESS, "job": "long-1"}))
    });
    s.wait_for("the job to run", |st| st["running"] == 1);
    let started = Instant::now();
    let (_, cancel) = s.post("/api/cancel", json!({"job": "long-1"}));
    assert_eq!(cancel["cancelled"], true);
    let (status, doc) = worker.join().unwrap();
    assert_eq!(
        (status, doc["stopped"].clone()),
        (200, json!("interrupted")),
        "{doc}"
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    s.wait_for("the worker to be free", |st| st["running"] == 0);
}

#[test]
fn a_dropped_connection_cancels_its_computation() {
    let s = server_with(1, 2, 120);
    let address = s.base.trim_start_matches("http://").to_string();
    let body = json!({"text": ENDLESS}).to_string();
    let mut stream = std::net::TcpStream::connect(&address).unwrap();
    write!(
        stream,
        "POST /api/worksheet HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let before = s.wait_for("the job to run", |st| st["running"] == 1);
    drop(stream);
    let after = s.wait_for("the job to be cancelled", |st| st["running"] == 0);
    assert_eq!(
        after["cancelled"].as_u64().unwrap(),
        before["cancelled"].as_u64().unwrap() + 1
    );
}

#[test]
fn a_full_queue_answers_503_and_the_rest_are_served() {
    let s = server_with(1, 1, 120);
    let jobs: Vec<_> = (0..2)
        .map(|i| {
            let base = s.base.clone();
            std::thread::spawn(move || {
                Server { base }.post(
                    "/api/worksheet",
                    json!({"text": ENDLESS, "job": format!("q{i}")}),
                )
            })
        })
        .collect();
    s.wait_for("one running and one waiting", |st| {
        st["running"] == 1 && st["waiting"] == 1
    });
    let (status, doc) = s.post("/api/analyze", json!({"ruleset": "nim", "position": "1"}));
    assert_eq!(status, 503);
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("the server is busy"),
        "{doc}"
    );
    // Pages and the status are not queued.
    assert_eq!(s.get("/").0, 200);
    // Either may be the one running: cancel both until both end.
    while !jobs.iter().all(|j| j.is_finished()) {
        for i in 0..2 {
            s.post("/api/cancel", json!({"job": format!("q{i}")}));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    for job in jobs {
        let (status, doc) = job.join().unwrap();
        assert_eq!(
            (status, doc["stopped"].clone()),
            (200, json!("interrupted")),
            "{doc}"
        );
    }
    assert_eq!(s.status()["refused"], 1);
    let (status, _) = s.post("/api/analyze", json!({"ruleset": "nim", "position": "1"}));
    assert_eq!(status, 200);
}

#[test]
fn a_panic_is_a_500_and_the_server_goes_on() {
    let s = server_with(1, 2, 10);
    for path in ["/api/test/panic", "/api/test/panic-worker"] {
        let (status, doc) = s.post(path, json!({}));
        assert_eq!(status, 500, "{path}");
        let error = doc["error"].as_str().unwrap();
        assert!(
            error.starts_with("internal error:") && error.contains("injected"),
            "{error}"
        );
        let (status, doc) = s.post("/api/analyze", json!({"ruleset": "nim", "position": "2 3"}));
        assert_eq!(
            (status, doc["nimber"].clone()),
            (200, json!(1)),
            "after {path}"
        );
    }
    assert_eq!(s.status()["panics"], 1, "the worker's panic is counted");
}

#[test]
fn sessions_are_capped_and_expire_when_idle() {
    let s = start(conway_server::Config {
        sessions: 2,
        idle: Duration::from_millis(700),
        ..conway_server::Config::default()
    });
    let open = |session: Option<&serde_json::Value>| {
        let body = match session {
            Some(id) => json!({"session": id, "text": "1"}),
            None => json!({"text": "1"}),
        };
        s.post("/api/worksheet", body).1
    };
    let first = open(None)["session"].clone();
    let second = open(None)["session"].clone();
    assert_eq!(open(Some(&first))["new_session"], false);
    // A third pushes out the one unused longest (the second).
    open(None);
    assert_eq!(s.status()["worksheets"], 2);
    assert_eq!(open(Some(&second))["new_session"], true);
    std::thread::sleep(Duration::from_millis(900));
    assert_eq!(s.status()["worksheets"], 0);
    assert_eq!(open(Some(&first))["new_session"], true);
}
