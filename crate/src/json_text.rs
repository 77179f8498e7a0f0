//! A small JSON writer for the wasm boundary: any `Serialize` value as JSON text, which the page
//! then reads with `JSON.parse` (the match engine's answers: views, traces, the board, the
//! catalogue, errors).
//!
//! Why not serde_json or serde-wasm-bindgen in the wasm: each brings kilobytes of code the first
//! board waits for (their number and float printing, their error types and the `fmt` machinery
//! behind them, one JS call per field). This writer does only what the engine's values need:
//! integers written by hand, strings escaped as JSON, floats handed to the page's own
//! `JSON.stringify` (in wasm; natively, Rust's shortest round-trip form), and errors that carry
//! no formatted message. The referee keeps serde_json: its output does not go through here.
//!
//! Its text parses to the same value as serde_json's for the same input (a test checks the
//! views, traces, boards, catalogue and errors: `crate/tests/json_text.rs`).

use serde::ser::{self, Serialize};
use std::fmt;

/// `value` as JSON text.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    let mut w = Writer { out: String::new() };
    // The engine's values always serialize (no map with non-text keys, no failing impl); on
    // the impossible error the text is `null` rather than half a document.
    match value.serialize(&mut w) {
        Ok(()) => w.out,
        Err(_) => "null".into(),
    }
}

/// The writer: appends to `out`.
struct Writer {
    out: String,
}

/// The only fault: a value JSON cannot hold (a map key that is not text). No message: it would
/// bring the formatting machinery.
#[derive(Debug)]
pub struct Unsupported;

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("value not representable in JSON")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

/// The decimal digits of `n` (no `core::fmt`, which the match engine's first part goes without).
pub fn u64_text(n: u64) -> String {
    let mut out = String::new();
    push_u64(&mut out, n);
    out
}

/// Appends the decimal digits of `n` (no `core::fmt`).
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(d as char);
    }
}

fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Appends `text` as a JSON string: quotes, backslashes and control characters escaped (as
/// serde_json escapes them), everything else as it is.
pub fn push_str(out: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        let escape = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        // Escapes are ASCII bytes, so `start` and `i` are char boundaries; `get` (no slicing
        // panic) keeps `str`'s panic formatting out of the match engine's wasm.
        out.push_str(text.get(start..i).unwrap_or_default());
        if escape.is_empty() {
            out.push_str("\\u00");
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(text.get(start..).unwrap_or_default());
    out.push('"');
}

/// Appends a float: a whole number within ±2⁵³ as an integer, others in their shortest
/// round-trip form (the page's `JSON.stringify` in wasm, so no float printing is compiled in),
/// non-finite ones as `null` (as serde_json and `JSON.stringify` write them).
fn push_f64(out: &mut String, x: f64) {
    if !x.is_finite() {
        out.push_str("null");
    } else if x == (x as i64) as f64 && x.abs() < 9_007_199_254_740_992.0 {
        if x == 0.0 && x.is_sign_negative() {
            out.push('-');
        }
        push_i64(out, x as i64);
        // serde_json writes a whole float with `.0`: the same value once parsed.
    } else {
        float_text(out, x);
    }
}

#[cfg(all(
    target_arch = "wasm32",
    any(feature = "wasm-match", feature = "wasm-ai")
))]
fn float_text(out: &mut String, x: f64) {
    out.push_str(&crate::wasm::number_text(x));
}

#[cfg(not(all(
    target_arch = "wasm32",
    any(feature = "wasm-match", feature = "wasm-ai")
)))]
fn float_text(out: &mut String, x: f64) {
    use std::fmt::Write;
    let _ = write!(out, "{x:?}");
}

/// A sequence or map under way: writes the commas.
pub struct Compound<'a> {
    w: &'a mut Writer,
    first: bool,
    /// Closing text (`]`, `}`, or `}}` for a variant wrapped in an object).
    close: &'static str,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.w.out.push(',');
        }
        self.first = false;
    }

    fn key(&mut self, key: &str) {
        self.comma();
        push_str(&mut self.w.out, key);
        self.w.out.push(':');
    }

    fn end(self) -> Result<(), Unsupported> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl<'a> Writer {
    fn open(&'a mut self, open: &str, close: &'static str) -> Compound<'a> {
        self.out.push_str(open);
        Compound {
            w: self,
            first: true,
            close,
        }
    }

    /// `{"variant":` before a variant's content.
    fn variant_key(&mut self, variant: &str) {
        self.out.push('{');
        push_str(&mut self.out, variant);
        self.out.push(':');
    }
}

/// What both serializers (values and map keys) write alike: the narrower numbers as their
/// 64-bit form, a char and a unit variant as text, a newtype as its content.
macro_rules! shared {
    () => {
        fn serialize_i8(self, v: i8) -> Result<(), Unsupported> {
            self.serialize_i64(v.into())
        }
        fn serialize_i16(self, v: i16) -> Result<(), Unsupported> {
            self.serialize_i64(v.into())
        }
        fn serialize_i32(self, v: i32) -> Result<(), Unsupported> {
            self.serialize_i64(v.into())
        }
        fn serialize_u8(self, v: u8) -> Result<(), Unsupported> {
            self.serialize_u64(v.into())
        }
        fn serialize_u16(self, v: u16) -> Result<(), Unsupported> {
            self.serialize_u64(v.into())
        }
        fn serialize_u32(self, v: u32) -> Result<(), Unsupported> {
            self.serialize_u64(v.into())
        }
        fn serialize_char(self, v: char) -> Result<(), Unsupported> {
            let mut buf = [0u8; 4];
            self.serialize_str(v.encode_utf8(&mut buf))
        }
        fn serialize_unit_variant(
            self,
            _: &'static str,
            _: u32,
            variant: &'static str,
        ) -> Result<(), Unsupported> {
            self.serialize_str(variant)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<(), Unsupported> {
            value.serialize(self)
        }
    };
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    shared!();

    fn serialize_f32(self, v: f32) -> Result<(), Unsupported> {
        self.serialize_f64(v.into())
    }
    fn serialize_bool(self, v: bool) -> Result<(), Unsupported> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Unsupported> {
        push_i64(&mut self.out, v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Unsupported> {
        push_u64(&mut self.out, v);
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Unsupported> {
        push_f64(&mut self.out, v);
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        push_str(&mut self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Unsupported> {
        let mut seq = self.open("[", "]");
        for &b in v {
            seq.comma();
            push_u64(&mut seq.w.out, b as u64);
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Unsupported> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Unsupported> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Unsupported> {
        self.serialize_unit()
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        self.variant_key(variant);
        value.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        self.variant_key(variant);
        Ok(self.open("[", "]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        self.variant_key(variant);
        Ok(self.open("{", "}}"))
    }
    // (`collect_str` keeps serde's default, which formats: nothing on the engine's path uses it.)
}

/// The sequence-like compounds: an element after a comma.
macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unsupported;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
                self.comma();
                value.serialize(&mut *self.w)
            }
            fn end(self) -> Result<(), Unsupported> {
                Compound::end(self)
            }
        }
    )*};
}

elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Unsupported> {
        self.comma();
        key.serialize(KeyWriter(&mut *self.w))?;
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Unsupported> {
        Compound::end(self)
    }
}

/// The struct-like compounds: `"key":value` after a comma.
macro_rules! fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unsupported;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Unsupported> {
                self.key(key);
                value.serialize(&mut *self.w)
            }
            fn end(self) -> Result<(), Unsupported> {
                Compound::end(self)
            }
        }
    )*};
}

fields!(SerializeStruct, SerializeStructVariant);

/// A map key: text only (every map the engine writes is keyed by names), or a whole number
/// written as text (as serde_json does).
struct KeyWriter<'a>(&'a mut Writer);

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = ser::Impossible<(), Unsupported>;
    type SerializeTuple = ser::Impossible<(), Unsupported>;
    type SerializeTupleStruct = ser::Impossible<(), Unsupported>;
    type SerializeTupleVariant = ser::Impossible<(), Unsupported>;
    type SerializeMap = ser::Impossible<(), Unsupported>;
    type SerializeStruct = ser::Impossible<(), Unsupported>;
    type SerializeStructVariant = ser::Impossible<(), Unsupported>;

    shared!();

    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        push_str(&mut self.0.out, v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Unsupported> {
        self.0.out.push('"');
        push_u64(&mut self.0.out, v);
        self.0.out.push('"');
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Unsupported> {
        self.0.out.push('"');
        push_i64(&mut self.0.out, v);
        self.0.out.push('"');
        Ok(())
    }
    fn serialize_bool(self, _: bool) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f32(self, _: f32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f64(self, _: f64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unsupported> {
        Err(Unsupported)
    }
}
