//! The rules' lookup tables, stored or computed.
//!
//! Native builds and the computer players' wasm module store them in the binary (ready before
//! the first access, nothing to check in the hot loops). The match engines' wasm modules compute
//! each one on its first use instead: the first board waits for every byte of those modules,
//! and Mraha's tables are about 25 KB stored against a few microseconds to compute.
//!
//! ```ignore
//! lookup_table! {
//!     /// One seed in each of the `r` pits after `from`.
//!     static MASKS: [[[u128; 16]; 16]; 2] = build_masks();
//! }
//! let m = &MASKS[0][3][2]; // the same code either way (see `Computed`'s `Deref`)
//! ```
//! A loop that reads a table on every step takes a reference to it once, before the loop
//! (`let masks: &[[u128; 16]; 16] = &MASKS[d];`), so a computed table costs no check per step.

/// A `static` table: stored where the table is initialised at compile time, computed on first
/// use in the match engine's wasm (`$init` is a `const fn` call either way).
macro_rules! lookup_table {
    ($(#[$m:meta])* static $name:ident: $ty:ty = $init:expr;) => {
        #[cfg(not(all(target_arch = "wasm32", feature = "wasm-match", not(feature = "wasm-ai"))))]
        $(#[$m])*
        static $name: $ty = $init;
        #[cfg(all(target_arch = "wasm32", feature = "wasm-match", not(feature = "wasm-ai")))]
        $(#[$m])*
        static $name: $crate::tables::Computed<$ty> = $crate::tables::Computed::new(|| $init);
    };
}
pub(crate) use lookup_table;

#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
pub(crate) use computed::Computed;

#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
mod computed {
    use core::cell::{Cell, UnsafeCell};
    use core::mem::MaybeUninit;
    use core::ops::Deref;

    /// A table computed by `make` on its first read. Its storage is zeroed memory, which takes
    /// no room in the module.
    pub(crate) struct Computed<T> {
        value: UnsafeCell<MaybeUninit<T>>,
        ready: Cell<bool>,
        make: fn() -> T,
    }

    // SAFETY: the match engine's wasm module runs on one thread (no shared memory): a static
    // of it is never touched by two threads.
    unsafe impl<T> Sync for Computed<T> {}

    impl<T> Computed<T> {
        pub(crate) const fn new(make: fn() -> T) -> Self {
            Computed {
                value: UnsafeCell::new(MaybeUninit::uninit()),
                ready: Cell::new(false),
                make,
            }
        }

        #[cold]
        #[inline(never)]
        fn fill(&self) {
            // SAFETY: one thread, and no reference to the value exists before it is ready.
            unsafe { (*self.value.get()).write((self.make)()) };
            self.ready.set(true);
        }
    }

    impl<T> Deref for Computed<T> {
        type Target = T;

        #[inline(always)]
        fn deref(&self) -> &T {
            if !self.ready.get() {
                self.fill();
            }
            // SAFETY: written by `fill` above, never written again.
            unsafe { (*self.value.get()).assume_init_ref() }
        }
    }
}
