//! Where an engine writes the trace of a turn: nowhere (fast playouts, search) or a list (the
//! page's animation, the referee). `on` is a constant for both, so the untraced path compiles to
//! nothing.
//!
//! The match engine's wasm modules (where every byte delays the first board, and a turn is
//! played once per click) instead compile the turn's code once, for [`OneCopy`], whose trace is
//! on or off at run time: the entry points (`apply`) turn whatever sink they are given into it.

/// A sink of events of type `E`.
pub(crate) trait Trace<E> {
    /// Is the trace kept? (When not, the turn's code skips building events, and may take
    /// shortcuts that do not list every step.)
    fn on(&self) -> bool;
    fn push(&mut self, event: E);
    /// The list the events go to, if any (read by [`OneCopy::of`] only).
    #[cfg_attr(
        not(all(
            target_arch = "wasm32",
            feature = "wasm-match",
            not(feature = "wasm-ai")
        )),
        allow(dead_code)
    )]
    fn list(&mut self) -> Option<&mut Vec<E>>;
}

/// No trace.
pub(crate) struct NoTrace;

impl<E> Trace<E> for NoTrace {
    #[inline(always)]
    fn on(&self) -> bool {
        false
    }
    #[inline(always)]
    fn push(&mut self, _: E) {}
    #[inline(always)]
    fn list(&mut self) -> Option<&mut Vec<E>> {
        None
    }
}

impl<E> Trace<E> for Vec<E> {
    #[inline(always)]
    fn on(&self) -> bool {
        true
    }
    fn push(&mut self, event: E) {
        Vec::push(self, event)
    }
    #[inline(always)]
    fn list(&mut self) -> Option<&mut Vec<E>> {
        Some(self)
    }
}

/// A trace kept or not as decided at run time: the one sink the match engine's wasm compiles
/// the turn for (see the module's doc).
#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
pub(crate) struct OneCopy<'a, E>(Option<&'a mut Vec<E>>);

#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
impl<'a, E> OneCopy<'a, E> {
    /// The same trace as `t` (kept where `t` keeps one).
    #[inline(always)]
    pub(crate) fn of<T: Trace<E>>(t: &'a mut T) -> Self {
        OneCopy(t.list())
    }
}

#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
impl<E> Trace<E> for OneCopy<'_, E> {
    #[inline(always)]
    fn on(&self) -> bool {
        self.0.is_some()
    }
    #[inline(always)]
    fn push(&mut self, event: E) {
        if let Some(list) = &mut self.0 {
            list.push(event)
        }
    }
    #[inline(always)]
    fn list(&mut self) -> Option<&mut Vec<E>> {
        self.0.as_deref_mut()
    }
}

/// `$call` (a call of the turn's code with the sink `$t`) with `$t` as is, or, in the match
/// engine's wasm, as a [`OneCopy`] (one instantiation of the turn's code for every sink).
macro_rules! one_copy {
    ($t:ident => $call:expr) => {{
        #[cfg(all(
            target_arch = "wasm32",
            feature = "wasm-match",
            not(feature = "wasm-ai")
        ))]
        let $t = &mut $crate::trace::OneCopy::of($t);
        $call
    }};
}
pub(crate) use one_copy;
