//! The live module's QR code of a room link (src/bin/live/qr.rs) read back by a QR decoder
//! (`rqrr`), from the SVG the room panel shows: the path's runs drawn into an image.

#[path = "../src/bin/live/qr.rs"]
mod qr;

/// The SVG's dark runs (`M<x> <y>h<w>v1h-<w>z`) as an image, `scale` pixels per module.
fn rasterise(svg: &str, scale: usize) -> (usize, Vec<u8>) {
    let view = svg.split("viewBox=\"0 0 ").nth(1).and_then(|v| v.split(' ').next()).unwrap();
    let modules: usize = view.parse().unwrap();
    let side = modules * scale;
    let mut pixels = vec![255u8; side * side];
    let path = svg.split(" d=\"").nth(1).unwrap().split('"').next().unwrap();
    for run in path.split('M').filter(|r| !r.is_empty()) {
        let (x, rest) = run.split_once(' ').unwrap();
        let (y, rest) = rest.split_once('h').unwrap();
        let w = rest.split('v').next().unwrap();
        let (x, y, w): (usize, usize, usize) = (x.parse().unwrap(), y.parse().unwrap(), w.parse().unwrap());
        assert!(x + w <= modules && y < modules, "a run inside the code");
        for py in y * scale..(y + 1) * scale {
            for px in x * scale..(x + w) * scale {
                pixels[py * side + px] = 0;
            }
        }
    }
    (side, pixels)
}

fn decode(svg: &str) -> String {
    let (side, pixels) = rasterise(svg, 4);
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| pixels[y * side + x]);
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code found");
    grids[0].decode().unwrap().1
}

#[test]
fn a_room_link_reads_back_from_its_qr_code() {
    for link in [
        "http://127.0.0.1:8080/#live=0123456789abcdef0123456789abcdef",
        "https://boards.example/gboards/?signal=wss://signal.example/&clock=3%2B2#live=fedcba9876543210fedcba9876543210",
        "x",
    ] {
        let svg = qr::svg(link).unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(decode(&svg), link);
    }
}

#[test]
fn a_text_too_long_for_any_qr_code_gives_none() {
    assert!(qr::svg(&"a".repeat(5000)).is_none());
    assert!(qr::svg(&"é".repeat(1500)).is_none());
}
