"""Raw HTTP requests for the fuzzer: botocore frames a valid-shaped request, a mutation breaks it.

``build(service, protocol, op, params, mutation, rng)`` returns the method, path, headers and
body bytes to send; ``send`` writes them on a fresh connection with a per-request timeout and
returns status, headers and body; ``error_code`` reads the AWS error code the way each
protocol's SDK would (``__type`` in JSON or CBOR, ``x-amzn-ErrorType`` or the XML ``<Code>``).
"""

from __future__ import annotations

import gzip
import http.client
import json
import random
import re
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode, urlsplit

import cbor2
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest, prepare_request_dict
from botocore.credentials import Credentials
from botocore.model import OperationModel
from botocore.serialize import create_serializer

#: Every way a request gets broken. ``valid`` sends what botocore framed.
MUTATIONS = (
    "valid",
    "valid",
    "missing_required",
    "wrong_type",
    "out_of_range",
    "empty_strings",
    "huge_string",
    "invalid_utf8",
    "deep_json",
    "deep_expression",
    "duplicate_keys",
    "unknown_member",
    "wrong_content_type",
    "truncated",
    "oversized",
    "bad_gzip",
    "gzip",
    "bogus_sigv4",
    "number_forms",
    "timestamp_forms",
    "deep_wrong_type",
)

#: Number tokens written raw into a JSON body or a form value: JSON's edges and what it forbids.
NUMBER_TOKENS = (
    "1e400",
    "-1e400",
    "1E-400",
    "-0",
    "0.0",
    "1.0",
    "00012",
    "+1",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "1" * 400,
    "1e99999999999999999999",
    "NaN",
    "Infinity",
    "-Infinity",
    "0x10",
    "1_0",
)
#: Timestamps in every format AWS reads (epoch seconds, ISO 8601, RFC 822) and out of range.
TIMESTAMP_FORMS = (
    0,
    -1,
    1.5,
    -62135596801,
    253402300800,
    1e20,
    -1e20,
    1e400,
    "1700000000",
    "1700000000.123",
    "2024-02-29T12:00:00Z",
    "2024-02-29T12:00:00.123456789+09:00",
    "2024-02-30T00:00:00Z",
    "0000-01-01T00:00:00Z",
    "10000-01-01T00:00:00Z",
    "2024-13-01",
    "Thu, 29 Feb 2024 12:00:00 GMT",
    "Thu, 32 Feb 2024 25:61:61 GMT",
    "yesterday",
    "",
    "NaN",
    "Infinity",
)

CREDENTIALS = Credentials("test", "test")
_HOST_LABEL = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]{0,62}")
HUGE = 300_000


@dataclass
class WireCall:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    declared_length: int | None = None
    notes: list[str] = field(default_factory=list)


def _serializer(protocol: str) -> Any:
    return create_serializer(protocol, include_validation=False)


def _frame(
    endpoint: str, service: str, protocol: str, op: OperationModel, params: dict[str, Any]
) -> WireCall:
    request_dict = _serializer(protocol).serialize_to_request(params, op)
    if protocol == "query" and service == "sqs":
        request_dict["body"]["Version"] = "2012-11-05"
    prepare_request_dict(request_dict, endpoint)
    aws_request = AWSRequest(
        method=request_dict["method"],
        url=request_dict["url"],
        data=request_dict["body"],
        headers=request_dict["headers"],
    )
    SigV4Auth(CREDENTIALS, service if service != "lambda" else "lambda", "us-east-1").add_auth(aws_request)
    prepared = aws_request.prepare()
    body = prepared.body or b""
    if isinstance(body, str):
        body = body.encode()
    parts = urlsplit(prepared.url)  # (a host prefix such as "streaming-" may precede the endpoint's host)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    headers = {k: v if isinstance(v, str) else v.decode() for k, v in prepared.headers.items()}
    return WireCall(prepared.method, path, headers, bytes(body))


def _json_body(call: WireCall) -> dict[str, Any] | None:
    try:
        document = json.loads(call.body or b"{}")
    except ValueError:
        return None
    return document if isinstance(document, dict) else None


def _members_of_kind(op: OperationModel, kinds: tuple[str, ...]) -> list[str]:
    shape = op.input_shape
    if shape is None:
        return []
    return [
        name
        for name, member in shape.members.items()
        if member.type_name in kinds and member.serialization.get("location") is None
    ]


def _set_body(call: WireCall, document: dict[str, Any]) -> None:
    call.body = json.dumps(document).encode()


def _deep(levels: int) -> Any:
    value: Any = "x"
    for index in range(levels):
        value = [value] if index % 2 else {"a": value}
    return value


def build(
    endpoint: str,
    service: str,
    protocol: str,
    op: OperationModel,
    params: dict[str, Any],
    mutation: str,
    rng: random.Random,
) -> WireCall:
    params = dict(params)
    shape = op.input_shape
    if mutation == "missing_required" and shape is not None and shape.required_members:
        params.pop(rng.choice(list(shape.required_members)), None)
    if mutation == "empty_strings":
        for name in _members_of_kind(op, ("string",)) + [n for n in params if isinstance(params[n], str)]:
            params[name] = ""
    if mutation == "huge_string":
        names = _members_of_kind(op, ("string",))
        if names:
            params[rng.choice(names)] = "h" * HUGE
    if mutation == "out_of_range":
        for name in _members_of_kind(op, ("integer", "long")):
            params[name] = rng.choice([-1, -(2**63) - 1, 2**64, 10**30])
    if mutation == "deep_expression":
        deep = rng.choice(
            [
                "(" * 2000 + "a = :v" + ")" * 2000,
                "NOT " * 1500 + "a = :v",
                "size(" * 1000 + "a" + ")" * 1000 + " > :v",
                " AND ".join(["a = :v"] * 400),
                "SET a = " + "if_not_exists(" * 600 + "a, :v" + ")" * 600,
                "a" + ".b" * 1500,
                "a" + "[0]" * 1200,
            ]
        )
        for name in _members_of_kind(op, ("string",)):
            if (
                name.endswith("Expression")
                or name.endswith("Pattern")
                or name in ("PolicyDocument", "Policy")
            ):
                params[name] = deep
    if shape is not None:
        for name, member in shape.members.items():
            if member.serialization.get("hostLabel") and not _HOST_LABEL.fullmatch(str(params.get(name, ""))):
                params[name] = (
                    "fuzz"  # botocore refuses to frame a host it cannot build: keep the label sound
                )
            if member.serialization.get("location") == "uri" and name not in params:
                params[name] = ""  # botocore cannot frame a missing path member: send an empty segment
    try:
        call = _frame(endpoint, service, protocol, op, params)
    except Exception as exc:  # noqa: BLE001 - botocore could not frame this draw: frame the URI members only
        uri_only = {
            name: value
            for name, value in params.items()
            if shape is not None
            and name in shape.members
            and shape.members[name].serialization.get("location") == "uri"
        }
        call = _frame(endpoint, service, protocol, op, uri_only)
        call.notes.append(f"framing failed: {type(exc).__name__}")
    return mutate(call, protocol, op, mutation, rng)


def mutate(call: WireCall, protocol: str, op: OperationModel, mutation: str, rng: random.Random) -> WireCall:
    is_json_body = protocol == "json" or (protocol == "rest-json" and call.body[:1] == b"{")
    document = _json_body(call) if is_json_body else None
    if mutation == "wrong_type":
        if document is not None and document:
            key = rng.choice(list(document))
            document[key] = rng.choice([[1, 2], {"x": {"y": 1}}, 12345, True, None, "text", 1.5e300])
            _set_body(call, document)
        elif protocol == "query":
            call.body += (
                b"&"
                + urlencode(
                    {
                        rng.choice(
                            _members_of_kind(op, ("integer", "boolean", "long", "list", "structure")) or ["X"]
                        ): "notanumber"
                    }
                ).encode()
            )
        else:
            call.path += ("&" if "?" in call.path else "?") + "MaxItems=notanumber&Marker=%FF"
    elif mutation == "invalid_utf8":
        if document is not None:
            call.body = call.body.replace(b'"', b'"\xff\xfe', 1) if b'"' in call.body else b'{"\xff": 1}'
        else:
            call.body += b"&Bad=%FF%FE\xff"
    elif mutation == "deep_json":
        levels = rng.choice([200, 2000, 100_000])
        if protocol == "query":
            call.body += b"&" + b".member.1".join([b"Attributes"] * 2000) + b"=x"
        else:
            prefix = b'{"Deep":' if not call.body.strip() or call.body[:1] != b"{" else b'{"Deep":'
            filler = b"[" * levels + b"]" * levels
            rest = call.body.strip()[1:] if call.body.strip()[:1] == b"{" else b"}"
            call.body = prefix + filler + (b"," + rest if rest != b"}" else b"}")
    elif mutation == "duplicate_keys":
        if document is not None and document:
            key = next(iter(document))
            call.body = b'{"' + key.encode() + b'": "first", ' + call.body.strip()[1:]
        elif protocol == "query":
            call.body += b"&Action=ListRoles&Action=GetUser"
        else:
            call.body = b'{"a": 1, "a": 2}'
    elif mutation == "unknown_member":
        if document is not None:
            document["ZzLabcloudUnknownMember"] = {"x": 1}
            _set_body(call, document)
        elif protocol == "query":
            call.body += b"&ZzUnknown.member.1=x"
        else:
            call.path += ("&" if "?" in call.path else "?") + "zzUnknown=1"
    elif mutation == "number_forms":
        _number_forms(call, protocol, op, document, rng)
    elif mutation == "timestamp_forms":
        _timestamp_forms(call, protocol, op, document, rng)
    elif mutation == "deep_wrong_type":
        if document is not None and document:
            _replace_somewhere(document, rng)
            _set_body(call, document)
    elif mutation == "wrong_content_type":
        call.headers["Content-Type"] = rng.choice(
            [
                "text/plain",
                "application/xml",
                "multipart/form-data; boundary=x",
                "application/json; charset=latin-1",
                "",
            ]
        )
    elif mutation == "truncated":
        if call.body:
            call.body = call.body[: rng.randrange(0, len(call.body))]
    elif mutation == "oversized":
        call.declared_length = 200 * 1024 * 1024
    elif mutation == "bad_gzip":
        call.headers["Content-Encoding"] = "gzip"
        call.body = rng.choice([b"", b"\x1f\x8b\x08\x00garbage", gzip.compress(call.body)[:-3], call.body])
    elif mutation == "gzip":
        call.headers["Content-Encoding"] = "gzip"
        call.body = gzip.compress(call.body)
    elif mutation == "bogus_sigv4":
        call.headers["Authorization"] = rng.choice(
            [
                "AWS4-HMAC-SHA256",
                "AWS4-HMAC-SHA256 Credential=",
                "AWS4-HMAC-SHA256 Credential=a/b/c/d/e, Signature=",
                "AWS4-HMAC-SHA256 Credential=\u00e9\u00e9/20240101/zz-fake-1/dynamodb/aws4_request, SignedHeaders=host",
                "Bearer " + "x" * 8000,
                "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/99999999/us-east-1/sts/aws4_request",
            ]
        )
        call.headers["X-Amz-Date"] = rng.choice(["garbage", "", "99991399T256199Z"])
        call.headers["X-Amz-Security-Token"] = "bogus-token"
    return call


def _number_forms(
    call: WireCall, protocol: str, op: OperationModel, document: dict[str, Any] | None, rng: random.Random
) -> None:
    """Raw number tokens for the numeric members (JSON: unquoted, even where JSON forbids them)."""
    names = _members_of_kind(op, ("integer", "long", "double", "float"))
    token = rng.choice(NUMBER_TOKENS)
    if document is not None:
        name = rng.choice(names) if names else "ZzNumber"
        document[name] = "\u0000NUMBER\u0000"
        call.body = json.dumps(document).encode().replace(b'"\\u0000NUMBER\\u0000"', token.encode())
    elif protocol == "query" and names:
        call.body += b"&" + urlencode({rng.choice(names): token}).encode()


def _timestamp_forms(
    call: WireCall, protocol: str, op: OperationModel, document: dict[str, Any] | None, rng: random.Random
) -> None:
    names = _members_of_kind(op, ("timestamp",))
    if not names:
        return
    value = rng.choice(TIMESTAMP_FORMS)
    name = rng.choice(names)
    if document is not None:
        if isinstance(value, float) and value > 1e300:
            document[name] = "\u0000TIME\u0000"
            call.body = json.dumps(document).encode().replace(b'"\\u0000TIME\\u0000"', b"1e400")
        else:
            document[name] = value
            _set_body(call, document)
    elif protocol == "query":
        call.body += b"&" + urlencode({name: str(value)}).encode()


_WRONG_VALUES: tuple[Any, ...] = ([1, 2], {"x": {"y": 1}}, 12345, True, None, "text", 1.5e300, -1, "", [], {})


def _replace_somewhere(document: dict[str, Any], rng: random.Random) -> None:
    """A value of the wrong type somewhere inside the document (not only at the top)."""
    slots: list[tuple[Any, Any]] = []

    def walk(node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, dict):
            for key, value in node.items():
                slots.append((node, key))
                walk(value, depth + 1)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                slots.append((node, index))
                walk(value, depth + 1)

    walk(document, 0)
    if slots:
        parent, key = rng.choice(slots)
        parent[key] = rng.choice(_WRONG_VALUES)


def send(host: str, port: int, call: WireCall, timeout: float) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.putrequest(call.method, call.path, skip_host=False, skip_accept_encoding=True)
        length = call.declared_length if call.declared_length is not None else len(call.body)
        for key, value in call.headers.items():
            if key.lower() in ("content-length", "host", "transfer-encoding"):
                continue
            try:  # a name from a drawn map (S3 metadata) may be non-ASCII: sent as its UTF-8 bytes
                connection.putheader(
                    key.encode("utf-8", "surrogateescape"), value.encode("utf-8", "surrogateescape")
                )
            except ValueError:
                continue  # a name HTTP cannot carry at all (a colon, a line break): no client can send it
        connection.putheader("Content-Length", str(length))
        connection.endheaders(call.body)
        response = connection.getresponse()
        headers = {k.lower(): v for k, v in response.getheaders()}
        return response.status, headers, _read_body(response, headers, time.monotonic() + timeout)
    finally:
        connection.close()


#: An answer that is an event stream (StartLiveTail) may go on for hours: this much of it is enough.
STREAM_SAMPLE_SECONDS = 3.0


def _read_body(response: http.client.HTTPResponse, headers: dict[str, str], deadline: float) -> bytes:
    """The body, read against a deadline for the whole of it (the socket timeout bounds each read only,
    and a live event stream sends a frame every second forever)."""
    streaming = headers.get("content-type", "").startswith("application/vnd.amazon.eventstream")
    if streaming:
        deadline = min(deadline, time.monotonic() + STREAM_SAMPLE_SECONDS)
    parts: list[bytes] = []
    while True:
        chunk = response.read1(65536)
        if not chunk:
            return b"".join(parts)
        parts.append(chunk)
        if time.monotonic() > deadline:
            if streaming:
                return b"".join(parts)  # still streaming, as it may: the frames so far are the sample
            raise TimeoutError("the response body did not end in time")


def error_code(protocol: str, headers: dict[str, str], body: bytes) -> str | None:
    if body[:1] == b"<" or headers.get("content-type", "").startswith("text/xml"):
        try:
            root = ET.fromstring(body)
        except ET.ParseError:
            return "<malformed XML>"
        for element in root.iter():
            if element.tag.endswith("Code"):
                return element.text
        return None
    header = headers.get("x-amzn-errortype")
    if header:
        return header.split(":", 1)[0]
    if protocol == "smithy-rpc-v2-cbor" or headers.get("smithy-protocol") == "rpc-v2-cbor":
        try:
            document = cbor2.loads(body)
        except (cbor2.CBORDecodeError, ValueError, EOFError):
            return "<malformed CBOR>"
    else:
        try:
            document = json.loads(body)
        except ValueError:
            return "<malformed JSON>"
    code = document.get("__type") or document.get("code") if isinstance(document, dict) else None
    return str(code).rsplit("#", 1)[-1] if code else None
