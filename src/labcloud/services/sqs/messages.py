"""Messages: validating what a sender gives, receipt handles, and the Message a receiver sees."""

from __future__ import annotations

import base64
import binascii
import json
import random
import re
from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.protocol.xml_text import NOT_XML
from labcloud.services.sqs.errors import invalid_parameter, sqs_error
from labcloud.services.sqs.repo.messages import MessageRow

_ATTRIBUTE_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,256}$")
MAX_ATTRIBUTES = 10
_random_bits = random.Random().getrandbits  # a private generator, seeded from os.urandom
SYSTEM_ATTRIBUTES = (
    "SenderId",
    "SentTimestamp",
    "ApproximateReceiveCount",
    "ApproximateFirstReceiveTimestamp",
    "SequenceNumber",
    "MessageDeduplicationId",
    "MessageGroupId",
    "AWSTraceHeader",
    "DeadLetterQueueSourceArn",
)


def check_body(body: str) -> None:
    bad = NOT_XML.search(body)  # SQS allows XML 1.0's characters, as its message below lists
    if bad is not None:
        raise sqs_error(
            "InvalidMessageContents",
            f"Invalid binary character '#x{ord(bad.group(0)):X}' was found in the message body, the set of "
            "allowed characters is #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF",
        )


def _value_size(value: Mapping[str, Any]) -> int:
    size = len(str(value.get("DataType", "")).encode())
    if value.get("StringValue") is not None:
        size += len(str(value["StringValue"]).encode())
    if value.get("BinaryValue") is not None:
        size += len(value["BinaryValue"])
    return size


def empty_value(name: str, data_type: str) -> str:
    """AWS's wording for an attribute whose value is missing or empty."""
    return f"Message (user) attribute '{name}' must contain a non-empty value of type '{data_type}'."


def check_message_attributes(attributes: Mapping[str, Mapping[str, Any]] | None) -> int:
    """Validate message attributes the way SQS does; return their size in bytes."""
    if not attributes:
        return 0
    if len(attributes) > MAX_ATTRIBUTES:
        raise invalid_parameter(
            f"Number of message attributes [{len(attributes)}] exceeds the allowed maximum [{MAX_ATTRIBUTES}]."
        )
    size = 0
    for name, value in attributes.items():
        lowered = name.lower()
        if (
            not _ATTRIBUTE_NAME.match(name)
            or lowered.startswith(("aws.", "amazon."))
            or ".." in name
            or name.startswith(".")
            or name.endswith(".")
        ):
            raise invalid_parameter(f"Message (user) attribute name '{name}' is invalid.")
        data_type = str(value.get("DataType") or "")
        if not data_type:
            raise invalid_parameter(
                f"The message attribute '{name}' must contain non-empty message attribute type."
            )
        base = data_type.split(".", 1)[0]
        if base not in ("String", "Number", "Binary"):
            raise invalid_parameter(
                f"The type of message (user) attribute '{name}' is invalid. You must use only the following "
                "supported type prefixes: Binary, Number, String."
            )
        if base == "Binary":
            if value.get("BinaryValue") is None or len(value["BinaryValue"]) == 0:
                raise invalid_parameter(empty_value(name, data_type))
        else:
            text = value.get("StringValue")
            if text is None or text == "":
                raise invalid_parameter(empty_value(name, data_type))
            if base == "Number":
                try:
                    float(str(text))
                except ValueError:
                    raise invalid_parameter(
                        f"Can't cast the value of message (user) attribute '{name}' to a number."
                    ) from None
            check_body(str(text))
        size += len(name.encode()) + _value_size(value)
    return size


def encode_attributes(attributes: Mapping[str, Mapping[str, Any]] | None) -> str | None:
    """Attributes as stored: JSON with binary values base64-encoded."""
    if not attributes:
        return None
    out: dict[str, dict[str, Any]] = {}
    for name, value in attributes.items():
        item: dict[str, Any] = {"DataType": value["DataType"]}
        if value.get("StringValue") is not None:
            item["StringValue"] = value["StringValue"]
        if value.get("BinaryValue") is not None:
            item["BinaryValue"] = base64.b64encode(value["BinaryValue"]).decode()
        out[name] = item
    return json.dumps(out)


def decode_attributes(text: str | None) -> dict[str, dict[str, Any]]:
    if not text:
        return {}
    out: dict[str, dict[str, Any]] = json.loads(text)
    for value in out.values():
        if "BinaryValue" in value:
            value["BinaryValue"] = base64.b64decode(value["BinaryValue"])
    return out


def select_attributes(attributes: dict[str, dict[str, Any]], names: Iterable[str] | None) -> dict[str, Any]:
    """Message attributes matching ``names`` (``All``, ``.*``, exact names or ``prefix.*``)."""
    wanted = list(names or [])
    if not wanted or not attributes:
        return {}
    if "All" in wanted or ".*" in wanted:
        return attributes
    out: dict[str, Any] = {}
    for name, value in attributes.items():
        for pattern in wanted:
            if pattern == name or (pattern.endswith(".*") and name.startswith(pattern[:-1])):
                out[name] = value
                break
    return out


# --------------------------------------------------------------------------- receipt handles


def new_nonces(received_at: float, count: int) -> list[str]:
    """``count`` fresh receipt nonces of one receive, from one draw of a private generator seeded from the
    system's randomness (no system call per receive); each carries the receive time (microseconds, hex)
    for the 12-hour visibility cap."""
    stamp = f"-{int(received_at * 1_000_000):x}"
    drawn = f"{_random_bits(64 * count):0{16 * count}x}"
    return [drawn[16 * n : 16 * n + 16] + stamp for n in range(count)]


def received_at_of(nonce: str) -> float | None:
    """The receive time a nonce carries (``None`` for nonces written before it was recorded)."""
    _, sep, stamp = nonce.partition("-")
    if not sep:
        return None
    try:
        return int(stamp, 16) / 1_000_000
    except ValueError:
        return None


#: The handles handed out lately, read back: what :func:`parse_receipt_handle` of each gives (a receive's
#: handles come back in its delete; this spares decoding and checking them). Derived data only, bounded.
_ISSUED: dict[str, tuple[int, int, str]] = {}
_MAX_ISSUED = 20_000


def make_receipt_handle(queue_id: int, seq: int, nonce: str) -> str:
    raw = f"lc1:{queue_id}:{seq}:{nonce}".encode()
    handle = "AQEB" + binascii.b2a_base64(raw, newline=False).decode("ascii")
    if ":" not in nonce:  # (what parse_receipt_handle reads back from it)
        issued = _ISSUED
        if len(issued) >= _MAX_ISSUED:
            del issued[next(iter(issued))]  # the oldest
        issued[handle] = (queue_id, seq, nonce)
    return handle


def parse_receipt_handle(handle: str) -> tuple[int, int, str] | None:
    issued = _ISSUED.get(handle)
    if issued is not None:
        return issued
    if not handle.startswith("AQEB"):
        return None
    body = handle[4:]
    try:
        # the lenient decoder (it skips characters outside the alphabet) is safe here: only a body that
        # is exactly the encoding of what it decodes to passes the check below, which is the one
        # spelling labcloud hands out (and what a strict decoder accepts, on every Python)
        raw = binascii.a2b_base64(body)
        text = raw.decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if binascii.b2a_base64(raw, newline=False).decode("ascii") != body:
        return None
    tag, _, rest = text.partition(":")
    queue_id, _, rest = rest.partition(":")
    seq, sep, nonce = rest.partition(":")
    if tag != "lc1" or not sep or ":" in nonce or not is_digits(queue_id) or not is_digits(seq):
        return None
    return int(queue_id), int(seq), nonce


def invalid_receipt_handle(handle: str) -> AwsError:
    return sqs_error(
        "ReceiptHandleIsInvalid", f'The input receipt handle "{handle}" is not a valid receipt handle.'
    )


# --------------------------------------------------------------------------- rendering


def system_attributes_of(row: MessageRow, names: Iterable[str] | None) -> dict[str, str]:
    wanted = set(names or [])
    if not wanted:
        return {}
    every = "All" in wanted
    values: dict[str, str | None] = {
        "SenderId": row.sender_id,
        "SentTimestamp": str(int(row.sent * 1000)),
        "ApproximateReceiveCount": str(row.receive_count),
        "ApproximateFirstReceiveTimestamp": str(int((row.first_receive or row.sent) * 1000)),
        "SequenceNumber": row.sequence_number,
        "MessageDeduplicationId": row.dedup_id,
        "MessageGroupId": row.group_id,
        "DeadLetterQueueSourceArn": row.dlq_source_arn,
    }
    trace = json.loads(row.system_attributes).get("AWSTraceHeader") if row.system_attributes else None
    values["AWSTraceHeader"] = trace.get("StringValue") if isinstance(trace, dict) else None
    return {k: v for k, v in values.items() if v is not None and (every or k in wanted)}
