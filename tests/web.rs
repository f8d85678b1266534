//! The JS-facing API in headless Chromium: games play through it, and bad input of every kind
//! comes back as a JS Error with a message while the game stays as it was.

use gboards_web::api::JsMatch;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(v: &str) -> JsValue {
    JsValue::from_str(v)
}

fn message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    js_sys::Reflect::get(&v, &s("message")).ok().and_then(|m| m.as_string()).unwrap_or_default()
}

fn gyges_game() -> JsMatch {
    JsMatch::new(s("gyges"), s("setup=preset:321123"), JsValue::from_f64(7.0)).expect("a preset game starts")
}

#[wasm_bindgen_test]
fn plays_and_undoes_through_the_api() {
    let mut m = gyges_game();
    let moves = m.legal_moves();
    assert!(!moves.is_empty());
    let before = m.position();
    let long = m.play(s(&moves[0])).expect("a listed move plays");
    assert!(long.contains('-'), "long form {long}");
    assert_ne!(m.position(), before);
    assert!(m.undo());
    assert_eq!(m.position(), before);
    assert!(m.redo());
    assert_ne!(m.position(), before);
}

#[wasm_bindgen_test]
fn records_round_trip() {
    let mut m = gyges_game();
    for _ in 0..6 {
        let moves = m.legal_moves();
        if moves.is_empty() {
            break;
        }
        m.play(s(&moves[moves.len() / 2])).unwrap();
    }
    let text = m.export_record();
    let back = JsMatch::from_record(s(&text)).expect("an exported record imports");
    assert_eq!(back.position(), m.position());
    assert_eq!(back.export_record(), text);
}

#[wasm_bindgen_test]
fn bad_input_gives_errors_not_panics() {
    let mut m = gyges_game();
    let before = m.position();
    let cases: Vec<JsValue> = vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from_f64(f64::NAN),
        JsValue::from_f64(3.0),
        JsValue::TRUE,
        js_sys::Object::new().into(),
        js_sys::Array::new().into(),
        s(""),
        s("z9-z9"),
        s("a1-a1-a1-a1"),
        s(&"a1-".repeat(10_000)),
        s("\u{1F600}"),
        s("a6-N"),
    ];
    for c in &cases {
        let e = m.play(c.clone()).expect_err("garbage must not play");
        assert!(!message(e).is_empty());
        assert_eq!(m.position(), before, "a failed move changed the game");
    }
    assert!(!message(JsMatch::new(s("chess"), JsValue::UNDEFINED, JsValue::UNDEFINED).err().unwrap()).is_empty());
    assert!(JsMatch::new(JsValue::from_f64(1.0), JsValue::UNDEFINED, JsValue::UNDEFINED).is_err());
    assert!(JsMatch::new(s("gyges"), s("replace=maybe"), JsValue::UNDEFINED).is_err());
    assert!(JsMatch::new(s("gyges"), s("nonsense"), JsValue::UNDEFINED).is_err());
    assert!(JsMatch::new(s("gyges"), JsValue::UNDEFINED, JsValue::from_f64(-1.0)).is_err());
    assert!(JsMatch::new(s("gyges"), JsValue::UNDEFINED, JsValue::from_f64(f64::INFINITY)).is_err());
    assert!(JsMatch::from_position(s("gyges"), s("x/y/z S"), JsValue::UNDEFINED).is_err());
    assert!(JsMatch::from_position(s("gyges"), s(&"1".repeat(2_000_000)), JsValue::UNDEFINED).is_err());
    for text in ["", "garbage", "gboards-record 1\ngame gyges\nseed 1\nzz-top\n", "gboards-record 1\ngame chess\nseed 1\n"] {
        let e = JsMatch::from_record(s(text)).err().expect("a bad record is refused");
        assert!(!message(e).is_empty());
    }
    // The game still works afterwards.
    let moves = m.legal_moves();
    m.play(s(&moves[0])).unwrap();
}
