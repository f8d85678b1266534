//! The room's panels: the host's link with its QR code until the game opens, the host's lobby
//! of seats for a game of more than two, the names the other players go by, and a stale link's
//! way back to the lobby.

use super::{page, words};
use crate::i18n::msg;
use engine::game::Seat;
use web_sys::{Element, HtmlElement};

/// Puts the room's link on the clipboard, where the browser allows it.
pub fn copy_link() {
    let Some(window) = web_sys::window() else { return };
    // Absent outside secure pages: the invitation shows the link anyway.
    let has_clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into()).is_ok_and(|c| c.is_object());
    if has_clipboard {
        let written = window.navigator().clipboard().write_text(&page::href());
        // A refusal (no permission, no focus) changes nothing.
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(written).await;
        });
    }
}

/// The host's room panel, until the game opens: the invitation with the link, and its QR code.
pub fn show_link(copied: bool) {
    let link = page::href();
    let Some(svg) = crate::qr::svg(&link) else { return };
    let (Some(panel), Some(text), Some(qr)) = (page::element::<Element>("div", "live-room", ""), page::element::<HtmlElement>("p", "", ""), page::element::<HtmlElement>("div", "", "")) else { return };
    text.set_text_content(Some(&msg::live_invite_scan(&words::invite(&link, copied))));
    // The link has no spaces: it may break anywhere rather than widen a phone's page.
    let _ = text.style().set_property("overflow-wrap", "anywhere");
    qr.set_class_name("qr");
    qr.set_inner_html(&svg);
    qr.style().set_css_text("width:min(11rem,100%);margin-top:.4rem");
    if let Some(code) = qr.first_element_child() {
        let _ = code.set_attribute("style", "display:block;width:100%;height:auto");
        let _ = code.set_attribute("aria-label", &msg::live_qr());
    }
    page::append(&panel, &text);
    page::append(&panel, &qr);
    page::remove("live-room");
    // The panel says it all: the invitation (or, back after a reload, "Joining…") goes.
    page::set_hidden("notice", true);
    page::set_hidden("lobby-error", true);
    if let Some(spot) = page::spot() {
        let _ = spot.after_with_node_1(&panel);
    }
}

/// Nobody hosts the room: the link may be old. The way back is the lobby, afresh.
pub fn nobody_hosts() {
    let (Some(spot), Some(back)) = (page::spot(), page::button(&msg::live_nohost_back(), "live-nohost-back")) else { return };
    spot.set_text_content(Some(&format!("{} ", words::nobody_hosts())));
    page::append(&spot, &back);
    spot.set_hidden(false);
}

/// The lobby: the page's address without the room.
pub fn back_to_lobby() {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return };
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else { return };
    let _ = location.set_href(&format!("{path}{search}"));
}

/// The host's lobby of a game of more than two seats: who is in, seat by seat, and Start once
/// every seat is filled.
pub fn show_lobby(filled: Seat, of: Seat, seat_lines: &[(String, bool)]) {
    super::with(|p| p.state = None);
    page::show("live-state", &if filled == of { msg::live_state_all_seated() } else { msg::live_state_gathering() });
    page::remove("live-lobby");
    let parts = (
        page::element::<Element>("div", "live-lobby", ""),
        page::element::<Element>("p", "", &msg::live_lobby_count(filled, of)),
        page::element::<HtmlElement>("ul", "live-seats", ""),
        page::button(&msg::live_start(), "live-start"),
    );
    let (Some(lobby_box), Some(count), Some(list), Some(start)) = parts else { return };
    lobby_box.set_class_name("live-lobby");
    let _ = count.set_attribute("role", "status");
    list.style().set_css_text("list-style:none;padding:0;margin:.3rem 0");
    for (line, free) in seat_lines {
        let Some(item) = page::element::<Element>("li", "", line) else { continue };
        if *free {
            item.set_class_name("free");
        }
        page::append(&list, &item);
    }
    if filled != of {
        let _ = start.set_attribute("disabled", "");
    }
    for part in [&count, list.as_ref(), start.as_ref()] {
        page::append(&lobby_box, part);
    }
    if let Some(spot) = page::spot() {
        let _ = spot.after_with_node_1(&lobby_box);
    }
}

/// The line of the names the other players go by, under the connection indicator.
pub fn show_names(line: Option<&str>) {
    page::remove("live-names");
    let (Some(line), Some(state)) = (line, page::by_id::<Element>("live-state")) else { return };
    if let Some(names) = page::element::<Element>("p", "live-names", line) {
        let _ = state.after_with_node_1(&names);
    }
}
