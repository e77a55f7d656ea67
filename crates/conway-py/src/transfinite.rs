//! `conway.Ordinal`, `conway.Surreal` and `conway.TransfiniteNimber`:
//! generalized ordinals (`ω + 5`, `ω^ω - 1`), quotients of them (`1/ω`),
//! and nimbers `*α` of ordinals with nim arithmetic, over the library's
//! `numeric` types. Exact throughout; operators take these types and
//! `int` (and `Fraction` for `Surreal`), and give `NotImplemented` (so a
//! `TypeError`) for others.

use conway::error::quoted;
use conway::numeric::transfinite_nim::{self, nimber_notation};
use conway::numeric::{GeneralizedOrdinal, Integer, Surreal};
use num_bigint::BigInt;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError, PyZeroDivisionError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString, PyTuple};
use pyo3::IntoPyObjectExt;

use crate::numbers::{fraction_type, integer_from_py, integer_to_py};

/// The largest power an infinite value may be raised to.
const MAX_POWER: u64 = 4096;

/// A generalized ordinal: ``ω^α₁·n₁ + ω^α₂·n₂ + …`` with ordinal
/// exponents below ε₀ and integer coefficients of either sign (an
/// ordinal when every coefficient is positive). Arithmetic is that of the
/// surreal numbers (ONAG, ch. 1 and 3): sums and products commute, so
/// ``ω·2`` and ``2·ω`` are equal. Made from an ``int``, or from text as
/// it prints (``"omega"`` may stand for ``ω`` and ``*`` for ``×``).
///
/// >>> from conway import Ordinal, omega
/// >>> omega + 5, (omega + 1) ** 2
/// (Ordinal('ω+5'), Ordinal('ω^2+ω×2+1'))
/// >>> Ordinal("omega^omega - 1") > omega ** 100
/// True
/// >>> (5 - omega).is_ordinal, (5 - omega).birthday
/// (False, Ordinal('ω+5'))
/// >>> 1 / omega
/// Surreal('1/ω')
/// >>> Ordinal(7) == 7, hash(Ordinal(7)) == hash(7)
/// (True, True)
#[pyclass(module = "conway", name = "Ordinal", frozen)]
#[derive(Clone)]
pub struct PyOrdinal(GeneralizedOrdinal);

/// A surreal number written as a quotient of generalized ordinals:
/// ``1/ω``, ``(ω+7)/ω×7``, ``2/3``. Made from an ``int``, a ``Fraction``,
/// an ``Ordinal``, text as it prints, or a numerator and a denominator.
///
/// >>> from fractions import Fraction
/// >>> from conway import Surreal, omega
/// >>> x = Surreal(1, omega)
/// >>> x, x * omega, 0 < x < Fraction(1, 10**100)
/// (Surreal('1/ω'), Surreal('1'), True)
/// >>> Surreal("(ω+7)/ω×7") - Fraction(1, 7)
/// Surreal('1/ω')
/// >>> Surreal(4, 6).to_fraction()
/// Fraction(2, 3)
#[pyclass(module = "conway", name = "Surreal", frozen)]
#[derive(Clone)]
pub struct PySurreal(Surreal);

/// The nimber ``*α`` of an ordinal ``α`` (finite or transfinite): ``+``
/// is the nim sum (below ε₀) and ``*`` the nim product (below ``ω^ω^ω``,
/// by Lenstra's method, as CGSuite; beyond, a ``ValueError``).
///
/// >>> from conway import TransfiniteNimber as N, omega
/// >>> N(omega) * N(omega) * N(omega)   # ω is the cube root of 2 (ONAG, ch. 6)
/// TransfiniteNimber('*2')
/// >>> N(omega * 4 + 11) + N(omega * 6)
/// TransfiniteNimber('*(ω×2+11)')
/// >>> N(3) * N(3), N(omega) ** 3
/// (TransfiniteNimber('*2'), TransfiniteNimber('*2'))
#[pyclass(module = "conway", name = "TransfiniteNimber", frozen)]
#[derive(Clone)]
pub struct PyTransfiniteNimber(GeneralizedOrdinal);

fn type_name(x: &Bound<'_, PyAny>) -> String {
    x.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default()
}

/// An `Ordinal` or an `int` as a generalized ordinal; `None` for other types.
fn ordinal_operand(x: &Bound<'_, PyAny>) -> PyResult<Option<GeneralizedOrdinal>> {
    if let Ok(o) = x.downcast::<PyOrdinal>() {
        return Ok(Some(o.get().0.clone()));
    }
    if x.is_instance_of::<PyInt>() {
        return Ok(Some(GeneralizedOrdinal::from(integer_from_py(x)?)));
    }
    Ok(None)
}

/// A `Surreal`, `Ordinal`, `int` or `Fraction` as a surreal; `None` for
/// other types.
fn surreal_operand(x: &Bound<'_, PyAny>) -> PyResult<Option<Surreal>> {
    if let Ok(s) = x.downcast::<PySurreal>() {
        return Ok(Some(s.get().0.clone()));
    }
    if let Some(o) = ordinal_operand(x)? {
        return Ok(Some(Surreal::from(o)));
    }
    if x.is_instance(fraction_type(x.py())?)? {
        let n = integer_from_py(&x.getattr("numerator")?)?;
        let d = integer_from_py(&x.getattr("denominator")?)?;
        let q = Surreal::new(GeneralizedOrdinal::from(n), GeneralizedOrdinal::from(d));
        return Ok(q);
    }
    Ok(None)
}

fn parse<T: std::str::FromStr<Err = conway::numeric::ParseOrdinalError>>(
    text: &str,
    what: &str,
) -> PyResult<T> {
    text.parse::<T>()
        .map_err(|e| PyValueError::new_err(format!("bad {what} {}: {e}", quoted(text))))
}

fn not_implemented(py: Python<'_>) -> PyResult<PyObject> {
    Ok(py.NotImplemented())
}

fn object<'py, T: IntoPyObject<'py>>(py: Python<'py>, value: T) -> PyResult<PyObject> {
    value.into_py_any(py)
}

fn compare<T: Ord>(a: &T, b: &T, op: CompareOp) -> bool {
    op.matches(a.cmp(b))
}

/// The hash of a value equal to a Python `int` or `Fraction` is theirs,
/// so that `Ordinal(7)` and `7` are one key of a dict; others hash their text.
fn hash_of(py: Python<'_>, rational: Option<(Integer, Integer)>, text: &str) -> PyResult<isize> {
    match rational {
        Some((n, d)) if d == Integer::from(1) => integer_to_py(py, &n)?.hash(),
        Some((n, d)) => fraction_type(py)?
            .call1((integer_to_py(py, &n)?, integer_to_py(py, &d)?))?
            .hash(),
        None => PyString::new(py, text).hash(),
    }
}

/// A power's exponent: a non-negative `int`, at most `MAX_POWER` for an
/// infinite base.
fn exponent(n: &Bound<'_, PyAny>, finite_base: bool) -> PyResult<Option<i64>> {
    if !n.is_instance_of::<PyInt>() {
        return Ok(None);
    }
    let n: BigInt = n.extract()?;
    let small = i64::try_from(&n)
        .ok()
        .filter(|k| k.unsigned_abs() <= MAX_POWER);
    match small {
        Some(k) => Ok(Some(k)),
        None if finite_base => Err(PyValueError::new_err(format!(
            "exponent {n} is too large: use int for powers of integers"
        ))),
        None => Err(PyValueError::new_err(format!(
            "exponent {n} is too large: at most {MAX_POWER} for an infinite value"
        ))),
    }
}

#[pymethods]
impl PyOrdinal {
    #[new]
    #[pyo3(signature = (value = None))]
    fn py_new(value: Option<&Bound<'_, PyAny>>) -> PyResult<PyOrdinal> {
        let Some(value) = value else {
            return Ok(PyOrdinal(GeneralizedOrdinal::zero()));
        };
        if let Some(o) = ordinal_operand(value)? {
            return Ok(PyOrdinal(o));
        }
        if let Ok(s) = value.downcast::<PyString>() {
            return parse(&s.to_cow()?, "ordinal").map(PyOrdinal);
        }
        Err(PyTypeError::new_err(format!(
            "an Ordinal is made from an int, an Ordinal or a string, not {}",
            type_name(value)
        )))
    }

    /// ``ω``, the least infinite ordinal.
    #[classattr]
    fn omega() -> PyOrdinal {
        PyOrdinal(GeneralizedOrdinal::omega())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Ordinal('{}')", self.0)
    }

    fn _repr_latex_(&self) -> String {
        format!("${}$", latex(&self.0))
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<PyOrdinal>().into_any(), (self.0.to_string(),)))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        let finite = self.0.as_integer().map(|n| (n, Integer::from(1)));
        hash_of(py, finite, &self.0.to_string())
    }

    fn __bool__(&self) -> bool {
        self.0.signum() != 0
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        match ordinal_operand(other)? {
            Some(o) => object(py, compare(&self.0, &o, op)),
            None => self.surreal().__richcmp__(other, op),
        }
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| a + b, PySurreal::__add__)
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| b + a, PySurreal::__radd__)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| a - b, PySurreal::__sub__)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| b - a, PySurreal::__rsub__)
    }

    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| a * b, PySurreal::__mul__)
    }

    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| b * a, PySurreal::__rmul__)
    }

    /// ``self / other`` as a ``Surreal``.
    fn __truediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.surreal().__truediv__(other)
    }

    fn __rtruediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.surreal().__rtruediv__(other)
    }

    fn __pow__(
        &self,
        n: &Bound<'_, PyAny>,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyObject> {
        let py = n.py();
        if modulo.is_some() {
            return not_implemented(py);
        }
        if let Ok(e) = n.downcast::<PyOrdinal>() {
            return self.omega_power(py, &e.get().0);
        }
        match exponent(n, self.0.as_integer().is_some())? {
            Some(k) if k >= 0 => object(py, PyOrdinal(self.0.pow(k.unsigned_abs()))),
            Some(_) => self.surreal().__pow__(n, None),
            None => not_implemented(py),
        }
    }

    fn __neg__(&self) -> PyOrdinal {
        PyOrdinal(-&self.0)
    }

    fn __pos__(&self) -> PyOrdinal {
        self.clone()
    }

    fn __abs__(&self) -> PyOrdinal {
        PyOrdinal(self.0.abs())
    }

    /// The ``int`` this is; a ``ValueError`` if it is infinite.
    fn __int__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.0.as_integer() {
            Some(n) => integer_to_py(py, &n),
            None => Err(PyValueError::new_err(format!("{} is not finite", self.0))),
        }
    }

    /// True when every coefficient is positive: an ordinal in Cantor
    /// normal form (``ω - 1`` is not one).
    ///
    /// >>> from conway import omega
    /// >>> (omega * 3).is_ordinal, (omega - 1).is_ordinal
    /// (True, False)
    #[getter]
    fn is_ordinal(&self) -> bool {
        self.0.is_ordinal()
    }

    /// The birthday as CGSuite gives it: the coefficients made positive.
    ///
    /// >>> from conway import omega
    /// >>> (omega ** 2 - omega * 3).birthday
    /// Ordinal('ω^2+ω×3')
    #[getter]
    fn birthday(&self) -> PyOrdinal {
        PyOrdinal(self.0.birthday())
    }

    /// The terms ``(exponent, coefficient)``, exponents decreasing.
    ///
    /// >>> from conway import omega
    /// >>> (omega ** omega - 5).terms
    /// ((Ordinal('ω'), 1), (Ordinal('0'), -5))
    #[getter]
    fn terms<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let items = self
            .0
            .terms()
            .iter()
            .map(|(e, c)| Ok((PyOrdinal(e.clone()), integer_to_py(py, c)?)))
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, items)
    }
}

impl PyOrdinal {
    /// `self ** e` for an `Ordinal` exponent: `ω^e` for an ordinal `e`,
    /// or a finite power.
    fn omega_power(&self, py: Python<'_>, e: &GeneralizedOrdinal) -> PyResult<PyObject> {
        if let Some(k) = e.as_integer().and_then(|k| k.to_i64()) {
            return self.__pow__(&k.into_pyobject(py)?.into_any(), None);
        }
        if self.0 != GeneralizedOrdinal::omega() {
            return Err(PyValueError::new_err(format!(
                "({})^({e}): only ω is raised to an infinite power here",
                self.0
            )));
        }
        GeneralizedOrdinal::try_omega_power(e.clone())
            .map(|x| object(py, PyOrdinal(x)))
            .unwrap_or_else(|| {
                Err(PyValueError::new_err(format!(
                    "ω^({e}): the exponent must be an ordinal (no negative coefficient)"
                )))
            })
    }

    fn surreal(&self) -> PySurreal {
        PySurreal(Surreal::from(self.0.clone()))
    }

    /// `op(self, other)` for an `Ordinal` or `int` other; for a `Surreal`
    /// or `Fraction` other, `as_surreal` of this as a surreal (which gives
    /// `NotImplemented` for other types).
    fn operate(
        &self,
        other: &Bound<'_, PyAny>,
        op: impl Fn(&GeneralizedOrdinal, &GeneralizedOrdinal) -> GeneralizedOrdinal,
        as_surreal: fn(&PySurreal, &Bound<'_, PyAny>) -> PyResult<PyObject>,
    ) -> PyResult<PyObject> {
        let py = other.py();
        match ordinal_operand(other)? {
            Some(o) => object(py, PyOrdinal(op(&self.0, &o))),
            None => as_surreal(&self.surreal(), other),
        }
    }
}

#[pymethods]
impl PySurreal {
    #[new]
    #[pyo3(signature = (value = None, denominator = None))]
    fn py_new(
        value: Option<&Bound<'_, PyAny>>,
        denominator: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PySurreal> {
        let numerator = match value {
            None => Surreal::from(GeneralizedOrdinal::zero()),
            Some(v) => surreal_argument(v, "a Surreal")?,
        };
        let Some(d) = denominator else {
            return Ok(PySurreal(numerator));
        };
        let d = surreal_argument(d, "a denominator")?;
        numerator
            .checked_div(&d)
            .map(PySurreal)
            .ok_or_else(|| PyZeroDivisionError::new_err("Surreal denominator is 0"))
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Surreal('{}')", self.0)
    }

    fn _repr_latex_(&self) -> String {
        let (n, d) = (self.0.numerator(), self.0.denominator());
        match *d == GeneralizedOrdinal::from(1) {
            true => format!("${}$", latex(n)),
            false => format!("$\\frac{{{}}}{{{}}}$", latex(n), latex(d)),
        }
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<PySurreal>().into_any(), (self.0.to_string(),)))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        let rational = self
            .0
            .as_rational()
            .map(|r| (r.numerator().clone(), r.denominator().clone()));
        hash_of(py, rational, &self.0.to_string())
    }

    fn __bool__(&self) -> bool {
        self.0.signum() != 0
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        match surreal_operand(other)? {
            Some(o) => object(py, compare(&self.0, &o, op)),
            None => not_implemented(py),
        }
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(a + b))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(b + a))
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(a - b))
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(b - a))
    }

    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(a * b))
    }

    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| Ok(b * a))
    }

    fn __truediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, divide)
    }

    fn __rtruediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| divide(b, a))
    }

    fn __pow__(
        &self,
        n: &Bound<'_, PyAny>,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyObject> {
        let py = n.py();
        if modulo.is_some() {
            return not_implemented(py);
        }
        let finite = self.0.as_rational().is_some();
        match exponent(n, finite)? {
            Some(k) => match self.0.pow(k) {
                Some(x) => object(py, PySurreal(x)),
                None => Err(PyZeroDivisionError::new_err("0 to a negative power")),
            },
            None => not_implemented(py),
        }
    }

    fn __neg__(&self) -> PySurreal {
        PySurreal(-&self.0)
    }

    fn __pos__(&self) -> PySurreal {
        self.clone()
    }

    fn __abs__(&self) -> PySurreal {
        match self.0.signum() < 0 {
            true => PySurreal(-&self.0),
            false => self.clone(),
        }
    }

    /// The numerator, an ``Ordinal`` (the quotient is kept reduced, with a
    /// positive denominator).
    ///
    /// >>> from conway import Surreal
    /// >>> x = Surreal("(ω+7)/ω×7")
    /// >>> x.numerator, x.denominator
    /// (Ordinal('ω+7'), Ordinal('ω×7'))
    #[getter]
    fn numerator(&self) -> PyOrdinal {
        PyOrdinal(self.0.numerator().clone())
    }

    /// The denominator, an ``Ordinal``.
    #[getter]
    fn denominator(&self) -> PyOrdinal {
        PyOrdinal(self.0.denominator().clone())
    }

    /// The ``Fraction`` this is; a ``ValueError`` unless it is rational.
    ///
    /// >>> from conway import Surreal
    /// >>> Surreal("6/8").to_fraction()
    /// Fraction(3, 4)
    fn to_fraction<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let r = self
            .0
            .as_rational()
            .ok_or_else(|| PyValueError::new_err(format!("{} is not rational", self.0)))?;
        fraction_type(py)?.call1((
            integer_to_py(py, r.numerator())?,
            integer_to_py(py, r.denominator())?,
        ))
    }

    /// The ``Ordinal`` this is; a ``ValueError`` if its denominator is not 1.
    ///
    /// >>> from conway import Surreal, omega
    /// >>> (Surreal(1, omega) * omega ** 2).to_ordinal()
    /// Ordinal('ω')
    fn to_ordinal(&self) -> PyResult<PyOrdinal> {
        self.0
            .as_generalized_ordinal()
            .map(|o| PyOrdinal(o.clone()))
            .ok_or_else(|| {
                PyValueError::new_err(format!("{} is not a generalized ordinal", self.0))
            })
    }
}

impl PySurreal {
    fn operate(
        &self,
        other: &Bound<'_, PyAny>,
        op: impl Fn(&Surreal, &Surreal) -> PyResult<Surreal>,
    ) -> PyResult<PyObject> {
        let py = other.py();
        match surreal_operand(other)? {
            Some(o) => object(py, PySurreal(op(&self.0, &o)?)),
            None => not_implemented(py),
        }
    }
}

fn divide(a: &Surreal, b: &Surreal) -> PyResult<Surreal> {
    a.checked_div(b)
        .ok_or_else(|| PyZeroDivisionError::new_err("division by 0"))
}

/// A constructor's argument: a surreal operand or text.
fn surreal_argument(x: &Bound<'_, PyAny>, what: &str) -> PyResult<Surreal> {
    if let Some(s) = surreal_operand(x)? {
        return Ok(s);
    }
    if let Ok(s) = x.downcast::<PyString>() {
        return parse(&s.to_cow()?, "surreal number");
    }
    Err(PyTypeError::new_err(format!(
        "{what} is made from an int, a Fraction, an Ordinal, a Surreal or a string, not {}",
        type_name(x)
    )))
}

#[pymethods]
impl PyTransfiniteNimber {
    #[new]
    fn py_new(value: &Bound<'_, PyAny>) -> PyResult<PyTransfiniteNimber> {
        let ordinal = match value.downcast::<PyString>() {
            Ok(s) => {
                let text = s.to_cow()?;
                let bare = text.trim().strip_prefix('*').unwrap_or(&text);
                let inner = bare.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
                parse(inner.unwrap_or(bare), "nimber")?
            }
            Err(_) => ordinal_operand(value)?.ok_or_else(|| {
                PyTypeError::new_err(format!(
                    "a TransfiniteNimber is made from an int, an Ordinal or a string, not {}",
                    type_name(value)
                ))
            })?,
        };
        if !ordinal.is_ordinal() {
            return Err(PyValueError::new_err(format!(
                "*{ordinal}: a nimber's index must be an ordinal (no negative coefficient)"
            )));
        }
        Ok(PyTransfiniteNimber(ordinal))
    }

    fn __str__(&self) -> String {
        nimber_notation(&self.0)
    }

    fn __repr__(&self) -> String {
        format!("TransfiniteNimber('{}')", nimber_notation(&self.0))
    }

    fn _repr_latex_(&self) -> String {
        format!("$*({})$", latex(&self.0))
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((
            py.get_type::<PyTransfiniteNimber>().into_any(),
            (self.0.to_string(),),
        ))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        PyString::new(py, &nimber_notation(&self.0)).hash()
    }

    fn __bool__(&self) -> bool {
        self.0.signum() != 0
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        // Nimbers are equal or confused, never ordered.
        match (other.downcast::<PyTransfiniteNimber>(), op) {
            (Ok(o), CompareOp::Eq) => object(py, self.0 == o.get().0),
            (Ok(o), CompareOp::Ne) => object(py, self.0 != o.get().0),
            _ => not_implemented(py),
        }
    }

    /// The nim sum.
    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, transfinite_nim::nim_sum)
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, transfinite_nim::nim_sum)
    }

    /// In nim arithmetic every element is its own negative.
    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, transfinite_nim::nim_sum)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, transfinite_nim::nim_sum)
    }

    fn __neg__(&self) -> PyTransfiniteNimber {
        self.clone()
    }

    /// The nim product.
    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, transfinite_nim::nim_product)
    }

    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.operate(other, |a, b| transfinite_nim::nim_product(b, a))
    }

    fn __pow__(
        &self,
        n: &Bound<'_, PyAny>,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyObject> {
        let py = n.py();
        if modulo.is_some() || !n.is_instance_of::<PyInt>() {
            return not_implemented(py);
        }
        let k: u64 = n.extract().map_err(|_| {
            PyValueError::new_err("a nim power's exponent is an int from 0 to 2^64")
        })?;
        let power = transfinite_nim::nim_power(&self.0, k).map_err(nim_error)?;
        object(py, PyTransfiniteNimber(power))
    }

    /// The ordinal ``α`` of ``*α``.
    ///
    /// >>> from conway import TransfiniteNimber, omega
    /// >>> TransfiniteNimber(omega + 1).ordinal
    /// Ordinal('ω+1')
    #[getter]
    fn ordinal(&self) -> PyOrdinal {
        PyOrdinal(self.0.clone())
    }
}

impl PyTransfiniteNimber {
    /// `op` on the ordinals of two nimbers (an `int` is no nimber here:
    /// `*3 + 1` is a game, `1*3`, not a nimber).
    fn operate(
        &self,
        other: &Bound<'_, PyAny>,
        op: impl Fn(
            &GeneralizedOrdinal,
            &GeneralizedOrdinal,
        ) -> Result<GeneralizedOrdinal, transfinite_nim::NimError>,
    ) -> PyResult<PyObject> {
        let py = other.py();
        let Ok(o) = other.downcast::<PyTransfiniteNimber>() else {
            return not_implemented(py);
        };
        let o = o.get().0.clone();
        let value = op(&self.0, &o).map_err(nim_error)?;
        object(py, PyTransfiniteNimber(value))
    }
}

fn nim_error(e: transfinite_nim::NimError) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A generalized ordinal in LaTeX: `\omega^{\omega+1}\cdot 3-5`.
fn latex(x: &GeneralizedOrdinal) -> String {
    if x.signum() == 0 {
        return "0".to_string();
    }
    let mut out = String::new();
    for (i, (e, c)) in x.terms().iter().enumerate() {
        let magnitude = c.abs();
        if c.signum() < 0 {
            out.push('-');
        } else if i > 0 {
            out.push('+');
        }
        if e.signum() == 0 {
            out.push_str(&magnitude.to_string());
            continue;
        }
        out.push_str("\\omega");
        if *e != GeneralizedOrdinal::from(1) {
            out.push_str(&format!("^{{{}}}", latex(e)));
        }
        if magnitude != Integer::from(1) {
            out.push_str(&format!("\\cdot {magnitude}"));
        }
    }
    out
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOrdinal>()?;
    m.add_class::<PySurreal>()?;
    m.add_class::<PyTransfiniteNimber>()?;
    m.add("omega", PyOrdinal(GeneralizedOrdinal::omega()))?;
    Ok(())
}
