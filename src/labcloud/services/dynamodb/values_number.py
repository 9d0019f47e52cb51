"""DynamoDB's Number type: strict parsing, the 38-digit / magnitude limits and canonical text.

DynamoDB stores numbers as decimals with up to 38 significant digits and a magnitude between
1E-130 and 9.9999999999999999999999999999999999999E+125 (or zero). It answers them back in plain
notation with leading and trailing zeros trimmed (``"1.50"`` -> ``"1.5"``, ``"1E+3"`` -> ``"1000"``).
"""

from __future__ import annotations

import decimal
import re
from decimal import Decimal
from functools import lru_cache

from labcloud.errors import AwsError

MAX_DIGITS = 38
MIN_ADJUSTED_EXPONENT = -130
MAX_ADJUSTED_EXPONENT = 125

# Arithmetic (ADD, SET a = a + :v) runs with plenty of headroom, and the result is then checked
# against DynamoDB's limits like any stored number.
ARITHMETIC_CONTEXT = decimal.Context(prec=400, Emax=999_999, Emin=-999_999, traps=[decimal.InvalidOperation])

_NUMBER_SYNTAX = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def _invalid(text: str) -> AwsError:
    return AwsError(
        "ValidationException", f"The parameter cannot be converted to a numeric value: {text}", status=400
    )


def check_decimal(number: Decimal) -> Decimal:
    """Raise DynamoDB's errors when ``number`` is outside what a Number can hold; return it normalised."""
    if not number.is_finite():
        raise _invalid(str(number))
    if number.is_zero():
        return Decimal(0)
    # The magnitude first, from the exponent as written: normalising an exponent past the arithmetic
    # context's range (``1E+9999999``) would give Infinity or a clamped zero instead of DynamoDB's error.
    _check_magnitude(number.adjusted())
    reduced = number.normalize(ARITHMETIC_CONTEXT)
    _sign, digits, exponent = reduced.as_tuple()
    assert isinstance(exponent, int)
    if len(digits) > MAX_DIGITS:
        raise AwsError(
            "ValidationException",
            "Attempting to store more than 38 significant digits in a Number",
            status=400,
        )
    return reduced


def _check_magnitude(adjusted: int) -> None:
    if adjusted > MAX_ADJUSTED_EXPONENT:
        raise AwsError(
            "ValidationException",
            "Number overflow. Attempting to store a number with magnitude larger than supported range",
            status=400,
        )
    if adjusted < MIN_ADJUSTED_EXPONENT:
        raise AwsError(
            "ValidationException",
            "Number underflow. Attempting to store a number with magnitude smaller than supported range",
            status=400,
        )


@lru_cache(maxsize=8192)
def parse_number(text: str) -> Decimal:
    """Parse the wire text of an N value the way DynamoDB does, raising its ValidationException."""
    if not isinstance(text, str) or _NUMBER_SYNTAX.fullmatch(text) is None:
        raise _invalid(str(text))
    try:
        number = Decimal(text)
    except decimal.DecimalException as exc:  # an exponent past what a Decimal holds (1E+99999999999999999999)
        raise _invalid(text) from exc
    return check_decimal(number)


def to_decimal(text: str) -> Decimal:
    """The Decimal of an already validated N value (cheap, cached)."""
    return parse_number(text)


def format_decimal(number: Decimal) -> str:
    """Plain-notation canonical text of a (checked, normalised) decimal: no exponent, no padding."""
    if number.is_zero():
        return "0"
    sign, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    body = "".join(str(d) for d in digits)
    if exponent >= 0:
        body = body + "0" * exponent
    else:
        point = len(body) + exponent
        if point > 0:
            body = body[:point] + "." + body[point:]
        else:
            body = "0." + "0" * (-point) + body
    return ("-" if sign else "") + body


@lru_cache(maxsize=8192)
@lru_cache(maxsize=8192)
def normalize_number(text: str) -> str:
    """Validate an N value's text and return it as DynamoDB answers it (kept for the texts seen lately, as
    :func:`parse_number` keeps their decimals: every N of every write comes here; an error is not kept)."""
    return format_decimal(parse_number(text))


def decimal_to_wire(number: Decimal) -> str:
    """Check an arithmetic result against DynamoDB's limits and return its canonical text."""
    return format_decimal(check_decimal(number))


def significant_digits(number: Decimal) -> int:
    """How many significant digits a normalised decimal has (0 for zero)."""
    if number.is_zero():
        return 0
    return len(number.as_tuple().digits)
