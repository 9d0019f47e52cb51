"""The ``rest-xml`` protocol (S3, Route 53): members bound to the URI, query string, headers or an XML/raw
payload, or (Route 53) a body document named after the operation's input (``CreateHostedZoneRequest``).

Input: ``Bucket``/``Key`` come from the router (path or Host); query-string and header members
by their wire names (``x-amz-meta-*`` into ``Metadata``); the payload member is a streamed
:class:`RequestBody` for uploads, a parsed XML document for structures, raw text for strings.
Output: header members as headers (RFC 822 dates), a streamed body for ``GetObject``, an XML
document for structures (root elements named as S3 names them). Errors are S3's
``<Error><Code/><Message/><RequestId/></Error>``, other services' ``<ErrorResponse><Error><Type/><Code/>
<Message/></Error><RequestId/></ErrorResponse>``; HEAD responses carry no body. Documents take the service's
namespace (S3's, or ``https://<endpointPrefix>.amazonaws.com/doc/<apiVersion>/``).
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import time
from collections.abc import AsyncIterator
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import ServiceIndex, service_model
from labcloud.protocol.shape_model import OperationModel, Shape, StructureShape
from labcloud.protocol.shapes import format_timestamp, timestamp_format
from labcloud.protocol.streaming_body import RequestBody
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.protocol.xml_shapes import S3_NAMESPACE, document, malformed_xml, parse_document, read_element
from labcloud.protocol.xml_text import escape

#: The root element S3 gives each output document (the model does not name them).
ROOT_ELEMENTS = {
    "ListBucketsOutput": "ListAllMyBucketsResult",
    "ListObjectsOutput": "ListBucketResult",
    "ListObjectsV2Output": "ListBucketResult",
    "CreateMultipartUploadOutput": "InitiateMultipartUploadResult",
    "CompleteMultipartUploadOutput": "CompleteMultipartUploadResult",
    "ListPartsOutput": "ListPartsResult",
    "ListMultipartUploadsOutput": "ListMultipartUploadsResult",
    "DeleteObjectsOutput": "DeleteResult",
    "NotificationConfiguration": "NotificationConfiguration",
    "GetBucketVersioningOutput": "VersioningConfiguration",
    "GetBucketTaggingOutput": "Tagging",
    "GetObjectTaggingOutput": "Tagging",
}

#: Query parameters of presigned URLs (never operation members).
_PRESIGN_QUERY = frozenset(
    {
        "X-Amz-Algorithm",
        "X-Amz-Credential",
        "X-Amz-Date",
        "X-Amz-Expires",
        "X-Amz-SignedHeaders",
        "X-Amz-Signature",
        "X-Amz-Security-Token",
        "x-id",
    }
)

#: Largest XML/text request body read whole (DeleteObjects of 1000 long keys fits).
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024


async def _empty() -> AsyncIterator[bytes]:
    return
    yield b""  # pragma: no cover - makes this an async generator


def _host_id(request_id: str) -> str:
    return base64.b64encode(hashlib.sha256(request_id.encode()).digest()).decode()


def _header_text(shape: Shape, value: Any) -> str:
    if shape.type_name == "timestamp":
        return str(format_timestamp(value, timestamp_format(shape, "rfc822")))
    if shape.type_name == "boolean":
        return "true" if value else "false"
    if shape.type_name == "list":
        return ",".join(str(v) for v in value)
    return str(value)


class RestXmlCodec:
    """Parse and serialize rest-xml requests and responses along botocore's model (``s3``, ``route53``)."""

    def __init__(self, index: ServiceIndex) -> None:
        self.index = index
        self.s3 = index.name == "s3"
        metadata = service_model(index.name).metadata
        self.namespace = (
            S3_NAMESPACE
            if self.s3
            else f"https://{metadata.get('endpointPrefix', index.name)}.amazonaws.com/doc/{metadata.get('apiVersion', '')}/"
        )

    # ------------------------------------------------------------------ input

    def parse(self, op: OperationModel, request: WireRequest, path: dict[str, str]) -> dict[str, Any]:
        if self.index.name != "cloudfront":
            return self._parse(op, request, path)
        try:
            return self._parse(op, request, path)
        except AwsError as error:
            # CloudFront calls a body it cannot read MalformedInput, and a request its operation's own
            # error list has no word for (no InvalidArgument declared) the same
            declared = {str(shape.name) for shape in op.error_shapes}
            if error.code == "MalformedXML" or (
                error.code == "InvalidArgument" and "InvalidArgument" not in declared
            ):
                raise AwsError("MalformedInput", error.message, status=400) from None
            raise

    def _parse(self, op: OperationModel, request: WireRequest, path: dict[str, str]) -> dict[str, Any]:
        query = request.query_dict()
        _check_presigned_expiry(query)
        shape = op.input_shape
        if shape is None:
            return {}
        document_in: dict[str, Any] = {}
        payload_name = shape.serialization.get("payload")
        stream: RequestBody | None = None
        for name, member in shape.members.items():
            where = member.serialization.get("location")
            wire_name = str(member.serialization.get("name", name))
            if where == "uri":
                if wire_name in path:
                    document_in[name] = path[wire_name]
            elif where == "querystring":
                if member.type_name == "map":
                    document_in[name] = {k: v[-1] for k, v in query.items() if k not in _PRESIGN_QUERY}
                elif wire_name in query:
                    values = query[wire_name]
                    document_in[name] = values if member.type_name == "list" else values[-1]
            elif where == "header":
                raw = request.headers.get(wire_name.lower())
                if raw is not None:
                    document_in[name] = (
                        [p.strip() for p in raw.split(",")] if member.type_name == "list" else raw
                    )
            elif where == "headers":
                prefix = wire_name.lower()
                found = {k[len(prefix) :]: v for k, v in request.headers.items() if k.startswith(prefix)}
                if found:
                    document_in[name] = found
            elif name == payload_name:
                if member.serialization.get("eventstream"):
                    continue
                if member.type_name == "blob" and op.has_streaming_input:
                    if request.stream is not None:
                        stream = RequestBody.from_request(request.headers, request.stream)
                    else:
                        stream = RequestBody.from_bytes(request.body)
                elif member.type_name in ("blob", "string"):
                    if request.body:
                        document_in[name] = (
                            request.body if member.type_name == "blob" else _text(request.body)
                        )
                elif request.body.strip():
                    assert isinstance(member, StructureShape)
                    root = parse_document(request.body)
                    expected = str(member.serialization.get("name", member.name))
                    if root.tag != expected:
                        raise AwsError(
                            "MalformedXML",
                            "The XML you provided was not well-formed or did not "
                            "validate against our published schema",
                            status=400,
                        )
                    document_in[name] = read_element(member, root)
        if not self.s3 and payload_name is None and request.body.strip() and _has_body_members(shape):
            try:
                root = parse_document(request.body)
                if root.tag != str(shape.serialization.get("name", shape.name)):
                    raise malformed_xml()
                document_in.update(read_element(shape, root))
            except AwsError as error:
                if self.index.name == "cloudfront":  # CloudFront's word for a body it cannot read
                    raise AwsError("MalformedInput", error.message, status=400) from None
                if self.index.name == "s3control":  # S3 Control words it as S3 does
                    raise malformed_xml() from None
                # Route 53 answers a body that is not its schema's document with InvalidInput ("Invalid XML ; ...")
                raise AwsError("InvalidInput", f"Invalid XML ; {error.message}", status=400) from None
        reader = reader_for(self.index.name, scalars_from_text=True)
        params = reader.read_structure(shape, document_in)
        raise_invalid(self.index.name, reader, op)
        if stream is not None and payload_name:
            params[payload_name] = stream
        return params

    # ------------------------------------------------------------------ output

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse:
        status = int(op.http.get("responseCode", 200))
        headers: list[tuple[str, str]] = [
            ("x-amz-request-id", request_id),
            ("x-amz-id-2", _host_id(request_id)),
        ]
        shape = op.output_shape
        is_head = op.http.get("method") == "HEAD"
        if shape is None:
            return WireResponse(status, b"", headers, "application/xml", stream=_empty() if is_head else None)
        assert isinstance(shape, StructureShape)
        payload_name = shape.serialization.get("payload")
        content_type = "application/xml"
        stream: AsyncIterator[bytes] | None = None
        raw_body: bytes | None = None
        body_members: dict[str, Any] = {}
        for name, value in result.items():
            if value is None:
                continue
            member = shape.members.get(name)
            if member is None:
                continue
            where = member.serialization.get("location")
            wire_name = str(member.serialization.get("name", name))
            if where == "header":
                if wire_name.lower() == "content-type":
                    content_type = str(value)
                else:
                    headers.append((wire_name, _header_text(member, value)))
            elif where == "headers":
                headers.extend((wire_name + k, str(v)) for k, v in value.items())
            elif where == "statusCode":
                status = int(value)
            elif name == payload_name:
                if member.type_name == "blob":
                    if isinstance(value, bytes | bytearray):
                        raw_body = bytes(value)
                    else:
                        stream = value
                elif member.type_name == "string":
                    raw_body = str(value).encode("utf-8")
                else:
                    assert isinstance(member, StructureShape)
                    root = str(member.serialization.get("name", member.name))
                    raw_body = document(root, member, value, self.namespace)
            else:
                body_members[name] = value
        if "ContentRange" in result and op.name == "GetObject":
            status = 206
        if op.name == "GetBucketLocation":
            location = result.get("LocationConstraint") or ""
            raw_body = (
                '<?xml version="1.0" encoding="UTF-8"?>\n<LocationConstraint xmlns="http://s3.amazonaws.com/'
                f'doc/2006-03-01/">{escape(location)}</LocationConstraint>'
            ).encode()
        elif raw_body is None and stream is None and payload_name is None and body_members:
            raw_body = document(
                ROOT_ELEMENTS.get(shape.name, shape.name), shape, body_members, self.namespace
            )
        if is_head:
            return WireResponse(status, b"", headers, content_type, stream=_empty())
        if stream is not None:
            return WireResponse(status, b"", headers, content_type, stream=stream)
        headers = [(k, v) for k, v in headers if k.lower() != "content-length"]
        return WireResponse(status, raw_body or b"", headers, content_type)

    def serialize_error(self, error: AwsError, request_id: str, *, head: bool = False) -> WireResponse:
        status = error_status(self.index.name, error.code, error.status, error.sender_fault)
        headers = [("x-amz-request-id", request_id), ("x-amz-id-2", _host_id(request_id)), *error.headers]
        if head:
            return WireResponse(status, b"", headers, "application/xml", stream=_empty())
        if not self.s3:
            return self._error_response(error, request_id, status, headers)
        parts = [
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error>',
            f"<Code>{escape(error.code)}</Code><Message>{escape(error.message)}</Message>",
        ]
        for key, value in error.members.items():
            if value is not None:
                parts.append(f"<{key}>{escape(str(value))}</{key}>")
        parts.append(f"<RequestId>{request_id}</RequestId><HostId>{_host_id(request_id)}</HostId></Error>")
        return WireResponse(status, "".join(parts).encode("utf-8"), headers, "application/xml")

    def _error_response(
        self, error: AwsError, request_id: str, status: int, headers: list[tuple[str, str]]
    ) -> WireResponse:
        """``<ErrorResponse>``: the error document of the rest-xml services other than S3 (Route 53)."""
        kind = "Sender" if status < 500 else "Receiver"
        body = (
            f'<?xml version="1.0" encoding="UTF-8"?>\n<ErrorResponse xmlns="{self.namespace}"><Error>'
            f"<Type>{kind}</Type><Code>{escape(error.code)}</Code><Message>{escape(error.message)}</Message>"
            f"</Error><RequestId>{request_id}</RequestId></ErrorResponse>"
        )
        headers = [*headers, ("x-amzn-RequestId", request_id)]
        return WireResponse(status, body.encode("utf-8"), headers, "text/xml")


def _has_body_members(shape: StructureShape) -> bool:
    return any(not member.serialization.get("location") for member in shape.members.values())


def _check_presigned_expiry(query: dict[str, list[str]]) -> None:
    """A presigned URL past its expiry is refused (SigV4 ``X-Amz-Date`` + ``X-Amz-Expires``, SigV2 ``Expires``)."""
    now = time.time()
    expires_at: float | None = None
    try:
        if "X-Amz-Date" in query and "X-Amz-Expires" in query:
            signed = dt.datetime.strptime(query["X-Amz-Date"][-1], "%Y%m%dT%H%M%SZ").replace(
                tzinfo=dt.timezone.utc
            )
            lifetime = int(query["X-Amz-Expires"][-1])
            if lifetime < 1 or lifetime > 604800:
                raise AwsError(
                    "AuthorizationQueryParametersError",
                    "X-Amz-Expires must be less than a week (in seconds) that is 604800",
                    status=400,
                )
            expires_at = signed.timestamp() + lifetime
        elif "Signature" in query and "Expires" in query:
            expires_at = float(query["Expires"][-1])
    except ValueError:
        raise AwsError(
            "AuthorizationQueryParametersError",
            "The presigned URL's date or expiry is malformed.",
            status=400,
        ) from None
    if expires_at is not None and now > expires_at:
        raise AwsError("AccessDenied", "Request has expired", status=403)


def _text(body: bytes) -> str:
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        raise AwsError("InvalidArgument", "The request body is not valid UTF-8.", status=400) from None
