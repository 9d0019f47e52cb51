"""What S3 computes over an upload's bytes and checks against what the client said.

- the MD5 (the ETag, and ``Content-MD5`` → ``InvalidDigest``/``BadDigest``);
- SHA-256 when ``x-amz-content-sha256`` is a digest (→ ``XAmzContentSHA256Mismatch``);
- a flexible checksum (``x-amz-checksum-crc32|crc32c|crc64nvme|sha1|sha256``) sent as a header
  or as an ``aws-chunked`` trailer (→ ``BadDigest``), stored and returned with ``ChecksumMode``.
  CRC32C and CRC64NVME need the ``awscrt`` package (as botocore itself does).
- multipart ETags: the MD5 of the parts' binary MD5s, then ``-N``.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import zlib
from typing import Any, Protocol

from labcloud.errors import AwsError
from labcloud.services.s3.errors import invalid_request, unsupported

ALGORITHMS = ("CRC32", "CRC32C", "CRC64NVME", "SHA1", "SHA256")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


class Hasher(Protocol):
    def update(self, data: bytes) -> None: ...

    def digest(self) -> bytes: ...


class _Crc32:
    def __init__(self) -> None:
        self.value = 0

    def update(self, data: bytes) -> None:
        self.value = zlib.crc32(data, self.value)

    def digest(self) -> bytes:
        return self.value.to_bytes(4, "big")


class _Crt:
    """CRC32C / CRC64NVME through awscrt (the library botocore uses for them)."""

    def __init__(self, algorithm: str) -> None:
        from awscrt import checksums  # type: ignore[import-not-found,unused-ignore]

        self.fn = checksums.crc32c if algorithm == "CRC32C" else checksums.crc64nvme
        self.width = 4 if algorithm == "CRC32C" else 8
        self.value = 0

    def update(self, data: bytes) -> None:
        self.value = self.fn(data, self.value)

    def digest(self) -> bytes:
        return int(self.value).to_bytes(self.width, "big")


def hasher_for(algorithm: str) -> Hasher:
    algorithm = algorithm.upper()
    if algorithm == "CRC32":
        return _Crc32()
    if algorithm == "SHA1":
        return hashlib.sha1()  # noqa: S324 - S3's checksum, not security
    if algorithm == "SHA256":
        return hashlib.sha256()
    if algorithm in ("CRC32C", "CRC64NVME"):
        try:
            return _Crt(algorithm)
        except ImportError:
            raise unsupported(
                f"{algorithm} checksums without the awscrt package (pip install awscrt)"
            ) from None
    raise invalid_request(f"Value for x-amz-checksum-algorithm header is invalid: {algorithm}")


def header_name(algorithm: str) -> str:
    return f"x-amz-checksum-{algorithm.lower()}"


def member_name(algorithm: str) -> str:
    """``CRC32`` → the model's ``ChecksumCRC32`` member."""
    return f"Checksum{algorithm.upper()}"


def requested_algorithm(headers: dict[str, str], declared: str | None) -> str | None:
    """The flexible checksum an upload carries: by header value, trailer or ``ChecksumAlgorithm``."""
    found = [a for a in ALGORITHMS if header_name(a) in headers]
    trailer = headers.get("x-amz-trailer", "").strip().lower()
    if trailer:
        for algorithm in ALGORITHMS:
            if trailer == header_name(algorithm):
                found.append(algorithm)
        if not found:
            raise invalid_request(
                f"The value specified in the x-amz-trailer header is not supported: {trailer}"
            )
    if len(set(found)) > 1:
        raise invalid_request(
            "Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed."
        )
    if found:
        return found[0]
    if declared:
        return declared.upper()
    return None


class Digests:
    """The hashes of one upload, fed chunk by chunk."""

    def __init__(self, headers: dict[str, str], algorithm: str | None) -> None:
        self.headers = headers
        self.md5 = hashlib.md5()  # noqa: S324 - the ETag, as S3 computes it
        sha = headers.get("x-amz-content-sha256", "")
        self.sha256 = hashlib.sha256() if _HEX64.match(sha) else None
        self.algorithm = algorithm
        self.flexible = hasher_for(algorithm) if algorithm else None
        self.size = 0

    def update(self, data: bytes) -> None:
        self.md5.update(data)
        if self.sha256 is not None:
            self.sha256.update(data)
        if self.flexible is not None:
            self.flexible.update(data)
        self.size += len(data)

    def verify(self, trailers: dict[str, str]) -> dict[str, str]:
        """Check every digest the client sent; answer the stored checksum (``{"CRC32": "base64"}``)."""
        content_md5 = self.headers.get("content-md5")
        if content_md5 is not None:
            try:
                given = base64.b64decode(content_md5, validate=True)
            except (binascii.Error, ValueError):
                given = b""
            if len(given) != 16:
                raise AwsError(
                    "InvalidDigest",
                    "The Content-MD5 you specified was invalid.",
                    status=400,
                    Content_MD5=content_md5,
                )
            if given != self.md5.digest():
                raise AwsError(
                    "BadDigest",
                    "The Content-MD5 you specified did not match what we received.",
                    status=400,
                    ExpectedDigest=content_md5,
                    CalculatedDigest=base64.b64encode(self.md5.digest()).decode(),
                )
        if self.sha256 is not None:
            calculated = self.sha256.hexdigest()
            if calculated != self.headers.get("x-amz-content-sha256"):
                raise AwsError(
                    "XAmzContentSHA256Mismatch",
                    "The provided 'x-amz-content-sha256' header does not match what was computed.",
                    status=400,
                    ClientComputedContentSHA256=self.headers.get("x-amz-content-sha256"),
                    S3ComputedContentSHA256=calculated,
                )
        if self.flexible is None or self.algorithm is None:
            return {}
        value = base64.b64encode(self.flexible.digest()).decode()
        name = header_name(self.algorithm)
        given_value = self.headers.get(name) or trailers.get(name)
        if given_value is not None and given_value != value:
            raise AwsError(
                "BadDigest",
                f"The {self.algorithm} you specified did not match the calculated checksum.",
                status=400,
            )
        return {self.algorithm: value}

    @property
    def etag(self) -> str:
        return f'"{self.md5.hexdigest()}"'


def multipart_etag(part_etags: list[str]) -> str:
    joined = b"".join(bytes.fromhex(e.strip('"')) for e in part_etags)
    return f'"{hashlib.md5(joined).hexdigest()}-{len(part_etags)}"'  # noqa: S324


def composite_checksum(algorithm: str, part_values: list[str]) -> str:
    """S3's COMPOSITE checksum of a multipart object: the checksum of the parts' checksums, ``-N``."""
    hasher = hasher_for(algorithm)
    for value in part_values:
        hasher.update(base64.b64decode(value))
    return f"{base64.b64encode(hasher.digest()).decode()}-{len(part_values)}"


def checksum_members(checksum: dict[str, Any]) -> dict[str, Any]:
    """A stored checksum as output members (``ChecksumCRC32`` …, ``ChecksumType``)."""
    out: dict[str, Any] = {}
    for algorithm, value in checksum.items():
        if algorithm == "type":
            out["ChecksumType"] = value
        else:
            out[member_name(algorithm)] = value
    return out
