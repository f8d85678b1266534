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

/// Every kind of wrong value JS can pass: wrong types, odd numbers, huge and strange strings,
/// deep objects, symbols, functions, big integers.
fn garbage() -> Vec<(String, JsValue)> {
    let mut deep = js_sys::Object::new();
    for _ in 0..10_000 {
        let outer = js_sys::Object::new();
        js_sys::Reflect::set(&outer, &s("a"), &deep).unwrap();
        deep = outer;
    }
    let mut nested = js_sys::Array::new();
    for _ in 0..10_000 {
        nested = js_sys::Array::of1(&nested);
    }
    let throwing = js_sys::Function::new_no_args("throw new Error('toString was called')");
    let sneaky = js_sys::Object::new();
    js_sys::Reflect::set(&sneaky, &s("toString"), &throwing).unwrap();
    js_sys::Reflect::set(&sneaky, &s("valueOf"), &throwing).unwrap();
    let numbers = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -1.0, -0.0, 0.5, 1e300, -1e300, 2f64.powi(53), 2f64.powi(64), f64::MIN_POSITIVE];
    let mut out: Vec<(String, JsValue)> = vec![
        ("undefined".into(), JsValue::UNDEFINED),
        ("null".into(), JsValue::NULL),
        ("true".into(), JsValue::TRUE),
        ("false".into(), JsValue::FALSE),
        ("{}".into(), js_sys::Object::new().into()),
        ("[]".into(), js_sys::Array::new().into()),
        ("deep object".into(), deep.into()),
        ("deep array".into(), nested.into()),
        ("object with a throwing toString".into(), sneaky.into()),
        ("function".into(), throwing.clone().into()),
        ("symbol".into(), js_sys::Symbol::for_("gboards").into()),
        ("bigint".into(), js_sys::BigInt::from(5u32).into()),
        ("Uint8Array".into(), js_sys::Uint8Array::new_with_length(1024).into()),
        ("empty string".into(), s("")),
        ("spaces".into(), s("   \t\n ")),
        ("2 MB string".into(), s(&"x".repeat(2 << 20))),
        ("500 KB of moves".into(), s(&"a1-b2 ".repeat(80_000))),
        ("emoji".into(), s("\u{1F600}\u{1F600}=\u{1F600}")),
        ("combining marks".into(), s("e\u{301}4-e\u{301}5")),
        ("lone surrogate".into(), js_sys::JsString::from_char_code1(0xD800).into()),
        ("NUL bytes".into(), s("a\0b\0=\0")),
        ("right-to-left".into(), s("\u{202E}gype")),
        ("fullwidth".into(), s("ＳＮ Ｓ ＳＦｅ４")),
        ("key=value soup".into(), s("=,=,==,,key=,=value,seats=,max_plies=-1,max_plies=99999999999999999999")),
        ("numeric string".into(), s("3")),
        ("negative numeric string".into(), s("-3")),
    ];
    out.extend(numbers.iter().map(|&n| (format!("number {n}"), JsValue::from_f64(n))));
    out
}

fn expect_error<T>(what: &str, result: Result<T, wasm_bindgen::JsError>) {
    match result {
        Ok(_) => {}
        Err(e) => assert!(!message(e).is_empty(), "{what}: an error without a message"),
    }
}

/// Every exported function and method, fed garbage in every argument: each call returns a JS
/// Error with a message, or a harmless result; nothing panics (a panic traps the module and
/// fails every later call). Afterwards the API still plays games.
#[wasm_bindgen_test]
fn every_export_survives_garbage() {
    use gboards_web::api::{bench_perft, wasm_memory_bytes};
    use gboards_web::{bench_redraw, board_point, ui_state};
    let junk = garbage();
    let good_game = s("gype");
    for (name, g) in &junk {
        // The constructors, each argument in turn.
        assert!(JsMatch::new(g.clone(), JsValue::UNDEFINED, JsValue::UNDEFINED).is_err(), "new Match(game = {name}) must fail");
        expect_error(&format!("new Match(options = {name})"), JsMatch::new(good_game.clone(), g.clone(), JsValue::from_f64(1.0)));
        expect_error(&format!("new Match(seed = {name})"), JsMatch::new(good_game.clone(), JsValue::UNDEFINED, g.clone()));
        assert!(JsMatch::from_position(g.clone(), s("start"), JsValue::UNDEFINED).is_err(), "fromPosition(game = {name})");
        for game in ["gyges", "gype", "gipf"] {
            assert!(JsMatch::from_position(s(game), g.clone(), JsValue::UNDEFINED).is_err(), "fromPosition({game}, position = {name}) must fail");
            expect_error(&format!("fromPosition({game}, options = {name})"), JsMatch::from_position(s(game), s("x"), g.clone()));
        }
        assert!(JsMatch::from_record(g.clone()).is_err(), "fromRecord({name}) must fail");
        // The free functions.
        assert!(board_point(g.clone()).is_err(), "boardPoint({name}) with no board shown");
        assert!(bench_redraw(g.clone()).is_err(), "benchRedraw({name})");
        for (i, args) in [
            [g.clone(), s("start"), JsValue::from_f64(1.0), JsValue::UNDEFINED],
            [s("gyges"), g.clone(), JsValue::from_f64(1.0), JsValue::UNDEFINED],
            [s("gyges"), s("start"), g.clone(), JsValue::UNDEFINED],
            [s("gyges"), s("start"), JsValue::from_f64(1.0), g.clone()],
        ]
        .into_iter()
        .enumerate()
        {
            let [a, b, c, d] = args;
            expect_error(&format!("benchPerft(argument {} = {name})", i + 1), bench_perft(a, b, c, d));
        }
    }
    for n in [0.0, 2000.5, 2001.0, 1e9] {
        assert!(bench_redraw(JsValue::from_f64(n)).is_err());
    }
    assert!(bench_perft(s("gipf"), s("start"), JsValue::from_f64(9.0), JsValue::UNDEFINED).is_err(), "too deep a perft is refused");
    // Depth 7 is allowed, but its count passes the limit: refused after bounded work, no hang.
    assert!(bench_perft(s("gipf"), s("start"), JsValue::from_f64(7.0), JsValue::UNDEFINED).is_err(), "too large a perft is refused");
    // Functions without input give a defined, harmless answer.
    assert!(ui_state().is_null(), "no game is shown in the test page");
    assert!(wasm_memory_bytes() > 0.0);

    // Every method of a live game of each kind, in the middle of play.
    for (game, options) in [("gyges", "setup=preset:321123"), ("gype", "seats=SWNE"), ("gipf", "version=tournament potentials=t1z1y1d1p1")] {
        let mut m = JsMatch::new(s(game), s(options), JsValue::from_f64(11.0)).expect("a game starts");
        for i in 0..12 {
            let moves = m.legal_moves();
            if moves.is_empty() {
                break;
            }
            m.play(s(&moves[(i * 7) % moves.len()])).unwrap();
        }
        let before = m.position();
        for (name, g) in &junk {
            let e = m.play(g.clone()).expect_err(&format!("{game}: play({name}) must fail"));
            assert!(!message(e).is_empty());
            assert_eq!(m.position(), before, "{game}: a failed play({name}) changed the game");
        }
        assert_eq!(m.game(), game);
        assert!(!m.state().is_undefined());
        let record = m.export_record();
        assert_eq!(JsMatch::from_record(s(&record)).expect("its own record imports").position(), before);
        // Records cut short, spoiled line by line, or padded with junk are refused with a message.
        let lines: Vec<&str> = record.lines().collect();
        for cut in 0..lines.len() {
            let mut spoiled = lines.clone();
            spoiled[cut] = "\u{1F600} ~~ \u{0}";
            expect_error(&format!("{game}: record spoiled at line {cut}"), JsMatch::from_record(s(&spoiled.join("\n"))));
            expect_error(&format!("{game}: record cut at line {cut}"), JsMatch::from_record(s(&lines[..cut].join("\n"))));
        }
        expect_error(&format!("{game}: record with 50 000 extra lines"), JsMatch::from_record(s(&format!("{record}{}", "pass\n".repeat(50_000)))));
        expect_error(&format!("{game}: record with a huge seed"), JsMatch::from_record(s(&record.replace("seed ", "seed 99999999999999999999999"))));
        // Undo and redo past either end are refused quietly.
        while m.undo() {}
        assert!(!m.undo());
        while m.redo() {}
        assert!(!m.redo());
        assert_eq!(m.position(), before);
        // It still plays.
        let moves = m.legal_moves();
        if let Some(mv) = moves.first() {
            m.play(s(mv)).expect("a listed move still plays");
        }
    }
    // And the API as a whole still works.
    plays_and_undoes_through_the_api();
}

/// The Table Gype keyboard cursor walks the cloth, steps over the missing corners and stops at
/// the edge.
#[wasm_bindgen_test]
fn gype_cursor_walks_the_cloth() {
    use engine::gype::{cell_name, parse_cell};
    use gboards_web::input::gype::step_cursor;
    let step = |from: &str, dx: i32, dy: i32| cell_name(step_cursor(parse_cell(from).unwrap(), dx, dy));
    assert_eq!(step("e4", 1, 0), "f4");
    assert_eq!(step("e4", 0, 1), "e5");
    assert_eq!(step("e4", 0, -1), "e3");
    assert_eq!(step("b0", -1, 0), "b0", "a0 is a corner with nothing beyond it");
    assert_eq!(step("a1", 0, -1), "a1");
    assert_eq!(step("i9", 1, 0), "i9");
    assert_eq!(step("j8", 0, 1), "j8");
    assert_eq!(step("e0", 0, -1), "e0");
    assert_eq!(step("a5", 1, 0), "b5");
}
