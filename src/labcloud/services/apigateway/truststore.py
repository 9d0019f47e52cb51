"""Mutual TLS truststores of custom domain names: the PEM bundle of CA certificates read from S3
(``s3://bucket/key``, optionally a version of a versioned object) and checked with ``cryptography``.

The object is read through the hub as the caller (AWS: "to update the truststore, you must have
permissions to access the S3 object"), so S3's own answers (no such bucket, key or version, access
denied) become the domain's BadRequestException. A bundle with no certificate, or with a
block that is not one, is refused; certificates that parse but would not serve (expired, not yet valid,
not a CA, a weak signature or key) are kept and reported as ``truststoreWarnings``, as AWS reports them.
Bounded: at most :data:`MAX_BYTES` bytes and :data:`MAX_CERTIFICATES` certificates."""

from __future__ import annotations

import datetime
import re
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.state import Calls

#: The largest truststore object read (AWS's limit on the file is 1 MB).
MAX_BYTES = 1024 * 1024
#: The most certificates a truststore may hold (AWS's quota).
MAX_CERTIFICATES = 1000
_URI = re.compile(r"^s3://([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])/(.{1,1024})$")
_BLOCK = re.compile(rb"-----BEGIN ([A-Z0-9 ]+)-----.*?-----END \1-----", re.S)
_WEAK_HASHES = (hashes.MD5, hashes.SHA1)
#: The request member that carries a loaded truststore into the (synchronous) record operations.
LOADED = "_truststore"


def parse_uri(uri: str) -> tuple[str, str]:
    """(bucket, key) of an ``s3://bucket/key`` truststore URI, else BadRequestException."""
    found = _URI.match(uri)
    if found is None:
        raise bad_request(
            f"Invalid truststore URI specified: {uri}. Give an S3 URI, s3://bucket-name/key-name"
        )
    return found.group(1), found.group(2)


def _subject(cert: x509.Certificate) -> str:
    return cert.subject.rfc4514_string() or "(no subject)"


def _warnings(cert: x509.Certificate, now: datetime.datetime) -> list[str]:
    subject = _subject(cert)
    found: list[str] = []
    if cert.not_valid_after_utc < now:
        found.append(f"Certificate {subject} has expired")
    if cert.not_valid_before_utc > now:
        found.append(f"Certificate {subject} is not yet valid")
    try:
        constraints = cert.extensions.get_extension_for_class(x509.BasicConstraints).value
        is_ca = constraints.ca
    except x509.ExtensionNotFound:
        is_ca = cert.issuer == cert.subject  # a v1 self-signed root
    if not is_ca:
        found.append(f"Certificate {subject} is not a certificate authority")
    algorithm = cert.signature_hash_algorithm
    if algorithm is not None and isinstance(algorithm, _WEAK_HASHES):
        found.append(f"Certificate {subject} uses an unsupported signature algorithm {algorithm.name}")
    key = cert.public_key()
    if isinstance(key, rsa.RSAPublicKey) and key.key_size < 2048:
        found.append(f"Certificate {subject} has an unsupported RSA key size {key.key_size}")
    return found


def check(pem: bytes) -> dict[str, Any]:
    """The truststore as kept with the domain: ``pem`` (the certificates, re-encoded) and ``warnings``."""
    if len(pem) > MAX_BYTES:
        raise bad_request(f"The truststore is larger than {MAX_BYTES} bytes")
    blocks = _BLOCK.findall(pem)
    if not blocks:
        raise bad_request("Invalid truststore: the file holds no PEM-encoded certificate")
    if any(kind != b"CERTIFICATE" for kind in blocks):
        raise bad_request("Invalid truststore: every PEM block must be a CERTIFICATE")
    try:
        certs = x509.load_pem_x509_certificates(pem)
    except ValueError:
        raise bad_request("Invalid truststore: a certificate in the file cannot be parsed") from None
    if len(certs) > MAX_CERTIFICATES:
        raise bad_request(f"Invalid truststore: it holds more than {MAX_CERTIFICATES} certificates")
    now = datetime.datetime.fromtimestamp(clock.now(), datetime.timezone.utc)
    warnings = [w for cert in certs for w in _warnings(cert, now)]
    text = "".join(c.public_bytes(serialization.Encoding.PEM).decode("ascii") for c in certs)
    return {"pem": text, "warnings": warnings}


async def load(calls: Calls, ctx: RequestContext, uri: str, version: str | None) -> dict[str, Any]:
    """Read and check the truststore at ``uri`` (``version``: the S3 object version)."""
    bucket, key = parse_uri(uri)
    params: dict[str, Any] = {"Bucket": bucket, "Key": key}
    if version:
        params["VersionId"] = version
    try:
        got = await calls.call(
            "s3", "GetObject", params, account_id=ctx.account_id, region=ctx.region, principal=ctx.principal
        )
    except AwsError as exc:
        where = f"{uri} (version {version})" if version else uri
        raise bad_request(f"Unable to read the truststore at {where}: {exc.code}") from None
    if int(got.get("ContentLength") or 0) > MAX_BYTES:
        raise bad_request(f"The truststore is larger than {MAX_BYTES} bytes")
    body = got.get("Body", b"")
    chunks: list[bytes] = []
    size = 0
    if hasattr(body, "__aiter__"):
        async for chunk in body:
            size += len(chunk)
            if size > MAX_BYTES:
                raise bad_request(f"The truststore is larger than {MAX_BYTES} bytes")
            chunks.append(bytes(chunk))
    else:
        chunks.append(body if isinstance(body, bytes) else str(body).encode())
    return check(b"".join(chunks))


def public(config: dict[str, Any] | None) -> dict[str, Any] | None:
    """``mutualTlsAuthentication`` as answered (None when the name has no mutual TLS)."""
    if not config or not config.get("truststoreUri"):
        return None
    out: dict[str, Any] = {"truststoreUri": config["truststoreUri"]}
    if config.get("truststoreVersion"):
        out["truststoreVersion"] = config["truststoreVersion"]
    if config.get("truststoreWarnings"):
        out["truststoreWarnings"] = list(config["truststoreWarnings"])
    return out
