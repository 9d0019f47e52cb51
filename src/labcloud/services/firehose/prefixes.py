"""S3 object names as Firehose makes them: ``<evaluated prefix><suffix>``.

- The suffix is ``<stream name>-<version>-<yyyy-MM-dd-HH-mm-ss>-<uuid>`` plus the file extension
  (``.gz`` for GZIP, or the destination's FileExtension).
- A prefix without expressions is followed by the default time prefix ``yyyy/MM/dd/HH/``; one with
  ``!{timestamp:<Java DateTimeFormatter pattern>}`` or ``!{firehose:random-string}`` expressions is
  evaluated as written. ``!{firehose:error-output-type}`` belongs to ErrorOutputPrefix only.
- Failed records go to ErrorOutputPrefix (default: ``<error-output-type>/yyyy/MM/dd/HH/``).
- Times are the approximate arrival time of the oldest record in the object, in UTC.
"""

from __future__ import annotations

import re
import secrets
import string
import uuid
from datetime import datetime, timezone

from labcloud.services.firehose import errors

EXPRESSION = re.compile(r"!\{([^}:]*):([^}]*)\}")
#: Java DateTimeFormatter pattern letters labcloud evaluates, with their strftime counterparts.
_LETTERS = {
    "yyyy": "%Y",
    "yy": "%y",
    "MM": "%m",
    "dd": "%d",
    "HH": "%H",
    "mm": "%M",
    "ss": "%S",
}
_RANDOM = string.ascii_lowercase + string.digits


def _timestamp(pattern: str, when: datetime) -> str:
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "'":
            end = pattern.find("'", i + 1)
            if end < 0:
                raise errors.invalid_argument(f"Unterminated quote in timestamp expression {pattern!r}.")
            out.append(pattern[i + 1 : end] or "'")
            i = end + 1
            continue
        if ch.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == ch:
                j += 1
            run = pattern[i:j]
            if run not in _LETTERS:
                raise errors.invalid_argument(
                    f"The timestamp pattern {run!r} in {pattern!r} is not supported by labcloud"
                    f" (supported: {', '.join(_LETTERS)})."
                )
            out.append(when.strftime(_LETTERS[run]))
            i = j
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def check(prefix: str, error_prefix: str) -> None:
    """AWS's rules for Prefix and ErrorOutputPrefix (InvalidArgumentException when broken)."""
    moment = datetime(2000, 1, 1, tzinfo=timezone.utc)
    for name, text, error in (("Prefix", prefix, False), ("ErrorOutputPrefix", error_prefix, True)):
        if "!{" in EXPRESSION.sub("", text):
            raise errors.invalid_argument(f"{name} contains an invalid expression: {text!r}.")
        for namespace, value in EXPRESSION.findall(text):
            if namespace == "timestamp":
                _timestamp(value, moment)
            elif namespace == "firehose":
                if value == "error-output-type" and not error:
                    raise errors.invalid_argument(
                        "The '!{firehose:error-output-type}' expression is only allowed in ErrorOutputPrefix."
                    )
                if value not in ("random-string", "error-output-type"):
                    raise errors.invalid_argument(f"Unknown firehose namespace value '{value}' in {name}.")
            elif namespace in ("partitionKeyFromQuery", "partitionKeyFromLambda"):
                raise errors.unsupported(f"dynamic partitioning ('!{{{namespace}:...}}' in {name})")
            else:
                raise errors.invalid_argument(f"Unknown namespace '{namespace}' in {name}.")
    if EXPRESSION.search(prefix) and not error_prefix:
        raise errors.invalid_argument(
            "ErrorOutputPrefix cannot be null or empty when Prefix contains expressions."
        )
    if EXPRESSION.search(error_prefix) and "!{firehose:error-output-type}" not in error_prefix:
        raise errors.invalid_argument(
            "ErrorOutputPrefix must contain !{firehose:error-output-type} when it contains expressions."
        )


def _evaluate(text: str, when: datetime, error_type: str) -> str:
    def one(match: re.Match[str]) -> str:
        namespace, value = match.group(1), match.group(2)
        if namespace == "timestamp":
            return _timestamp(value, when)
        if value == "random-string":
            return "".join(secrets.choice(_RANDOM) for _ in range(11))
        return error_type

    return EXPRESSION.sub(one, text)


def data_prefix(prefix: str, when: datetime) -> str:
    if EXPRESSION.search(prefix):
        return _evaluate(prefix, when, "")
    return f"{prefix}{when:%Y/%m/%d/%H}/"


def error_prefix(prefix: str, when: datetime, error_type: str) -> str:
    if EXPRESSION.search(prefix):
        return _evaluate(prefix, when, error_type)
    return f"{prefix}{error_type}/{when:%Y/%m/%d/%H}/"


def suffix(name: str, version: int, when: datetime, extension: str) -> str:
    return f"{name}-{version}-{when:%Y-%m-%d-%H-%M-%S}-{uuid.uuid4()}{extension}"
