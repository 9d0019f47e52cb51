"""``--verify-signatures``: recompute the SigV4 signature of requests made with keys labcloud minted.

Keys labcloud does not know (the root/test keys) carry no secret here and are not checked. The
canonical request is rebuilt from the headers the client signed, the raw path, query and body,
and signed with botocore's SigV4 implementation. The front doors that check SigV4 themselves (invoke
URLs' AWS_IAM, AppSync's AWS_IAM) read the header with :data:`AUTHORIZATION` and sign with
:func:`wire_signature`.
"""

from __future__ import annotations

import hmac
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext, SignedRequest
from labcloud.errors import AwsError

if TYPE_CHECKING:
    from labcloud.protocol.wire import WireRequest

#: access key → (secret, session token or None), or None for keys without a known secret.
SecretLookup = Callable[[str], "tuple[str, str | None] | None"]

#: A SigV4 ``Authorization`` header: its ``key``, ``date``, ``region``, ``service``, ``signed`` (header
#: names) and ``signature``.
AUTHORIZATION = re.compile(
    r"AWS4-HMAC-SHA256\s+Credential=(?P<key>[^/,\s]+)/(?P<date>\d{8})/(?P<region>[^/]+)/(?P<service>[^/]+)"
    r"/aws4_request,\s*SignedHeaders=(?P<signed>[^,\s]+),\s*Signature=(?P<signature>[0-9a-f]+)"
)

MISMATCH = (
    "The request signature we calculated does not match the signature you provided. Check your AWS "
    "Secret Access Key and signing method. Consult the service documentation for details."
)
INVALID_TOKEN = "The security token included in the request is invalid."


def signature_mismatch(service: str) -> AwsError:
    if service in ("iam", "sts", "s3"):
        return AwsError("SignatureDoesNotMatch", MISMATCH, status=403)
    if service == "sqs":
        return AwsError("SignatureDoesNotMatch", MISMATCH, status=403, query_code="SignatureDoesNotMatch")
    return AwsError("InvalidSignatureException", MISMATCH, status=403 if service == "lambda" else 400)


def invalid_token(service: str) -> AwsError:
    if service == "s3":
        return AwsError("InvalidToken", "The provided token is malformed or otherwise invalid.", status=400)
    if service in ("iam", "sts", "sqs"):
        return AwsError("InvalidClientTokenId", INVALID_TOKEN, status=403)
    return AwsError("UnrecognizedClientException", INVALID_TOKEN, status=403 if service == "lambda" else 400)


def expected_signature(signed: SignedRequest, secret: str, token: str | None, fields: dict[str, str]) -> str:
    """The signature of an AWS API request (S3's signer for service ``s3``)."""
    return _signature(signed, secret, token, fields, s3=fields["service"] == "s3")


def wire_signature(request: WireRequest, secret: str, token: str | None, fields: dict[str, str]) -> str:
    """The signature of a request to a front door that checks SigV4 itself (its path as sent, else as
    parsed), always with the plain SigV4 signer."""
    signed = SignedRequest(
        request.method, request.raw_path or request.path, request.query_string, request.headers, request.body
    )
    return _signature(signed, secret, token, fields, s3=False)


def _signature(
    signed: SignedRequest, secret: str, token: str | None, fields: dict[str, str], *, s3: bool
) -> str:
    # botocore's signer, imported on the first signature checked (its credential machinery costs
    # ~13 ms of every start otherwise)
    from botocore.auth import S3SigV4Auth, SigV4Auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    names = fields["signed"].split(";")
    headers = {name: signed.headers.get(name, "") for name in names}
    url = f"http://{signed.headers.get('host', '127.0.0.1')}{signed.raw_path}"
    if signed.query_string:
        url += "?" + signed.query_string
    request = AWSRequest(method=signed.method, url=url, data=signed.body, headers=headers)
    request.context["timestamp"] = signed.headers.get("x-amz-date", "")
    # S3 signs the path as sent and the payload hash the client put in x-amz-content-sha256 (its body streams)
    signer = S3SigV4Auth if s3 else SigV4Auth
    auth = signer(Credentials("", secret, token), fields["service"], fields["region"])
    canonical = auth.canonical_request(request)
    string_to_sign = auth.string_to_sign(request, canonical)
    return str(auth.signature(string_to_sign, request))


class SignatureVerifier:
    """An authorizer checking SigV4 signatures of minted keys (HTTP requests only)."""

    def __init__(self, lookup: SecretLookup) -> None:
        self.lookup = lookup

    def authorize(self, ctx: RequestContext, _params: dict[str, Any]) -> None:
        key = ctx.principal.access_key
        if ctx.source != "http" or not key:
            return
        known = self.lookup(key)
        if known is None:
            return
        secret, token = known
        match = AUTHORIZATION.search(ctx.headers.get("authorization", ""))
        if match is None:
            raise signature_mismatch(ctx.service)
        if token is not None and ctx.headers.get("x-amz-security-token") != token:
            raise invalid_token(ctx.service)
        fields = match.groupdict()
        if (
            ctx.signed is None
        ):  # an HTTP call that kept no record of what was signed: refused, never waved through
            raise signature_mismatch(ctx.service)
        if not hmac.compare_digest(
            expected_signature(ctx.signed, secret, token, fields), fields["signature"]
        ):
            raise signature_mismatch(ctx.service)
