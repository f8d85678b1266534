//! The live-play module: it carries the engine's live protocol (`engine::live`) between two
//! browsers over a WebRTC data channel, through `matchbox_socket` and a signalling server.
//! Built as its own wasm file and fetched only when a live game starts (www/live_loader.js),
//! so the page's first load never carries the networking code.
//!
//! The glue with the page is strings: the page calls `live_start` and `live_command`; this
//! module calls the loader's `gboardsLiveEvent(kind, text)` with `state`, `open`, `move`,
//! `refused` or `note` (see docs/live.md).

use engine::live::{Event, Peer};
use matchbox_socket::{PeerId, PeerState, WebRtcSocket};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The signalling server used unless the page's address names one with `?signal=`.
const DEFAULT_SIGNAL: &str = match option_env!("GBOARDS_SIGNAL") {
    Some(url) => url,
    None => "ws://127.0.0.1:3536/",
};

/// How often the socket is polled, in milliseconds.
const POLL_MS: i32 = 25;

/// What the page asked for, waiting for the socket loop.
enum Command {
    /// This device's player acted (long notation).
    Move(String),
    /// Text sent as it is, unchecked: for tests of what the other side refuses.
    Raw(String),
}

struct Live {
    peer: Peer,
    /// The other player, once connected; later arrivals are not seated.
    other: Option<PeerId>,
    commands: Vec<Command>,
    /// The signalling server's connection ended.
    signal_failed: Option<String>,
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
}

fn main() {}

/// Tells the page: `window.gboardsLiveEvent(kind, text)`, set by www/live_loader.js.
fn tell(kind: &str, text: &str) {
    let Ok(f) = js_sys::Reflect::get(&js_sys::global(), &"gboardsLiveEvent".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) else { return };
    let _ = f.call2(&JsValue::NULL, &kind.into(), &text.into());
}

/// The signalling server: `?signal=` in the page's address, else the build's default.
fn signal_base() -> String {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    let from_page = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("signal="))
        .and_then(|v| js_sys::decode_uri_component(v).ok())
        .and_then(|v| v.as_string())
        .filter(|v| v.starts_with("ws://") || v.starts_with("wss://"));
    let base = from_page.unwrap_or_else(|| DEFAULT_SIGNAL.to_string());
    if base.ends_with('/') { base } else { base + "/" }
}

fn secret() -> [u8; 16] {
    let mut s = [0u8; 16];
    // Without the browser's random source there is no fair seed: a zero secret still cannot
    // choose the outcome, since the other side's secret is mixed in.
    let _ = getrandom::fill(&mut s);
    s
}

/// Joins `room`: as its host with the game in `record`, or as the guest when it is empty.
#[wasm_bindgen]
pub fn live_start(room: String, record: String) -> Result<(), JsError> {
    if !room.bytes().all(|b| b.is_ascii_alphanumeric()) || room.len() < 16 || room.len() > 64 {
        return Err(JsError::new("a room id is 16 to 64 letters and digits"));
    }
    let peer = if record.is_empty() { Peer::guest(secret()) } else { Peer::host(&record, secret()).map_err(|e| JsError::new(&e.to_string()))? };
    let fresh = LIVE.with(|l| l.borrow_mut().replace(Live { peer, other: None, commands: Vec::new(), signal_failed: None }).is_none());
    if fresh {
        let url = format!("{}{room}", signal_base());
        wasm_bindgen_futures::spawn_local(run(url));
    }
    Ok(())
}

/// A command from the page: `move <action>` or `raw <text>`.
#[wasm_bindgen]
pub fn live_command(text: String) {
    let command = match text.split_once(' ') {
        Some(("move", action)) => Command::Move(action.to_string()),
        Some(("raw", raw)) => Command::Raw(raw.to_string()),
        _ => return tell("refused", "an unknown command from the page"),
    };
    LIVE.with(|l| {
        if let Some(live) = l.borrow_mut().as_mut() {
            live.commands.push(command);
        }
    });
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The socket loop: connects, then polls peers, packets and the page's commands.
async fn run(url: String) {
    tell("state", "connecting");
    let (mut socket, message_loop) = WebRtcSocket::builder(url).add_reliable_channel().reconnect_attempts(Some(2)).build();
    wasm_bindgen_futures::spawn_local(async move {
        let why = match message_loop.await {
            Ok(()) => "The signalling server closed the connection.".to_string(),
            Err(e) => format!("The signalling server cannot be reached ({e}). Play by link instead: Share link sends the whole game."),
        };
        LIVE.with(|l| {
            if let Some(live) = l.borrow_mut().as_mut() {
                live.signal_failed = Some(why);
            }
        });
    });
    let mut said_waiting = false;
    loop {
        if let Some(why) = LIVE.with(|l| l.borrow_mut().as_mut().and_then(|live| live.signal_failed.take())) {
            tell("state", "unreachable");
            tell("note", &why);
            return;
        }
        if !said_waiting && socket.id().is_some() {
            said_waiting = true;
            tell("state", "waiting");
        }
        let mut events = Vec::new();
        for (id, state) in socket.update_peers() {
            LIVE.with(|l| {
                let mut l = l.borrow_mut();
                let Some(live) = l.as_mut() else { return };
                match state {
                    PeerState::Connected if live.other.is_none() || live.other == Some(id) => {
                        live.other = Some(id);
                        tell("state", "connected");
                        events.extend(live.peer.connected());
                    }
                    PeerState::Disconnected if live.other == Some(id) => tell("state", "disconnected"),
                    _ => {}
                }
            });
        }
        for (id, packet) in socket.channel_mut(0).receive() {
            LIVE.with(|l| {
                let mut l = l.borrow_mut();
                let Some(live) = l.as_mut() else { return };
                if live.other != Some(id) {
                    return;
                }
                match std::str::from_utf8(&packet) {
                    Ok(text) => events.extend(live.peer.receive(text)),
                    Err(_) => events.push(Event::Refused("a message that is not text".into())),
                }
            });
        }
        let (other, commands) = LIVE.with(|l| l.borrow_mut().as_mut().map(|live| (live.other, std::mem::take(&mut live.commands)))).unwrap_or((None, Vec::new()));
        for command in commands {
            match command {
                Command::Move(action) => LIVE.with(|l| {
                    if let Some(live) = l.borrow_mut().as_mut() {
                        events.extend(live.peer.local_move(&action));
                    }
                }),
                Command::Raw(text) => events.push(Event::Send(text)),
            }
        }
        for event in events {
            match event {
                Event::Send(text) => {
                    if let Some(to) = other {
                        socket.channel_mut(0).send(text.into_bytes().into(), to);
                    }
                }
                Event::Open { seat, record } => tell("open", &format!("{seat}\n{record}")),
                Event::Played(action) => tell("move", &action),
                Event::Refused(why) => tell("refused", &why),
                Event::Note(text) => tell("note", &text),
            }
        }
        sleep(POLL_MS).await;
    }
}
