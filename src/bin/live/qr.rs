//! The room link as a QR code, shown beside the link so a friend at the table can open the
//! room with a phone's camera. Drawn as SVG from the link text by `qrcodegen`; the room panel
//! gives it its label, in the player's language.

use qrcodegen::{QrCode, QrCodeEcc};

/// Modules of light margin around the code, as scanners expect.
const QUIET: i32 = 4;

/// `text` as an SVG QR code: one path of dark runs, row by row, on white; `None` when the
/// text is too long for any QR code.
pub fn svg(text: &str) -> Option<String> {
    let qr = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let n = qr.size();
    let mut path = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            let start = x;
            while x < n && qr.get_module(x, y) {
                x += 1;
            }
            if x > start {
                path += &format!("M{} {}h{}v1h-{}z", start + QUIET, y + QUIET, x - start, x - start);
            } else {
                x += 1;
            }
        }
    }
    let w = n + 2 * QUIET;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {w}\" shape-rendering=\"crispEdges\" role=\"img\"><rect width=\"{w}\" height=\"{w}\" fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}
