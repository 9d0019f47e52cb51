"""Server certificates: Upload/Get/List/Update/DeleteServerCertificate and their tags.

The certificate body, its chain and the private key are parsed with ``cryptography``; the key must be the
certificate's. The private key is never answered, nor kept (labcloud terminates no TLS with it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import tags
from labcloud.services.iam.core import already_exists, date, no_such_entity, tags_out
from labcloud.services.iam.ids import unique_id
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import account
from labcloud.services.iam.repo import certificates as stored
from labcloud.services.iam.repo.certificates import ServerCertificateRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        DeleteServerCertificateRequest,
        DeleteServerCertificateResponse,
        GetServerCertificateRequest,
        GetServerCertificateResponse,
        ListServerCertificatesRequest,
        ListServerCertificatesResponse,
        ListServerCertificateTagsRequest,
        ListServerCertificateTagsResponse,
        TagServerCertificateRequest,
        TagServerCertificateResponse,
        UntagServerCertificateRequest,
        UntagServerCertificateResponse,
        UpdateServerCertificateRequest,
        UpdateServerCertificateResponse,
        UploadServerCertificateRequest,
        UploadServerCertificateResponse,
    )

#: AWS's default quota of server certificates per account.
MAX_CERTIFICATES = 20


def _malformed(message: str) -> AwsError:
    return AwsError("MalformedCertificate", message, status=400)


def _arn(account_id: str, path: str, name: str) -> str:
    return f"arn:aws:iam::{account_id}:server-certificate{path}{name}"


def _checked(body: str, key: str, chain: str | None) -> float:
    """The certificate's expiry (epoch seconds), once the body, chain and key are checked."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    try:
        cert = x509.load_pem_x509_certificate(body.encode())
    except ValueError:
        raise _malformed(
            "Unable to parse certificate. Please ensure the certificate is in PEM format."
        ) from None
    if chain is not None:
        try:
            if not x509.load_pem_x509_certificates(chain.encode()):
                raise ValueError("empty")
        except ValueError:
            raise _malformed(
                "Unable to parse certificate chain. Please ensure the certificate chain is in PEM format."
            ) from None
    try:
        private = serialization.load_pem_private_key(key.encode(), password=None)
    except (ValueError, TypeError):
        raise _malformed(
            "Unable to parse private key. Please ensure the private key is in PEM format."
        ) from None
    raw = serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    if private.public_key().public_bytes(*raw) != cert.public_key().public_bytes(*raw):
        raise AwsError(
            "KeyPairMismatch",
            "Unable to validate certificate. Please ensure the certificate and private key match.",
            status=400,
        )
    return cert.not_valid_after_utc.timestamp()


def _require(state: IamState, account_id: str, name: str) -> ServerCertificateRecord:
    found = stored.certificate(state.store, account_id, name)
    if found is None:
        raise no_such_entity(f"The Server Certificate with name {name} cannot be found.")
    return found


def _metadata(cert: ServerCertificateRecord) -> dict[str, Any]:
    return {
        "Path": cert.path,
        "ServerCertificateName": cert.name,
        "ServerCertificateId": cert.certificate_id,
        "Arn": cert.arn,
        "UploadDate": date(cert.uploaded),
        "Expiration": date(cert.expiration),
    }


def upload_server_certificate(
    state: IamState, request: UploadServerCertificateRequest, ctx: RequestContext
) -> UploadServerCertificateResponse:
    name = request["ServerCertificateName"]
    path = request.get("Path") or "/"
    chain = request.get("CertificateChain")
    expiration = _checked(request["CertificateBody"], request["PrivateKey"], chain)
    raw_tags = tags.initial(request.get("Tags"))
    with state.store.transaction():
        if stored.certificate(state.store, ctx.account_id, name) is not None:
            raise already_exists(f"The Server Certificate with name {name} already exists.")
        if stored.count(state.store, ctx.account_id) >= MAX_CERTIFICATES:
            raise AwsError(
                "LimitExceeded",
                f"Cannot exceed quota for ServerCertificatesPerAccount: {MAX_CERTIFICATES}",
                status=409,
            )
        cert = ServerCertificateRecord(
            ctx.account_id,
            name,
            path,
            unique_id("ASCA"),
            _arn(ctx.account_id, path, name),
            request["CertificateBody"].strip(),  # IAM keeps (and answers) the PEM text trimmed
            None if chain is None else chain.strip(),
            expiration,
            clock.now(),
            raw_tags,
        )
        stored.insert(state.store, cert)
    out: dict[str, Any] = {"ServerCertificateMetadata": _metadata(cert)}
    if tags_out(raw_tags):
        out["Tags"] = tags_out(raw_tags)
    return cast("UploadServerCertificateResponse", out)


def get_server_certificate(
    state: IamState, request: GetServerCertificateRequest, ctx: RequestContext
) -> GetServerCertificateResponse:
    cert = _require(state, ctx.account_id, request["ServerCertificateName"])
    out: dict[str, Any] = {"ServerCertificateMetadata": _metadata(cert), "CertificateBody": cert.body}
    if cert.chain is not None:
        out["CertificateChain"] = cert.chain
    if tags_out(cert.tags):
        out["Tags"] = tags_out(cert.tags)
    return cast("GetServerCertificateResponse", {"ServerCertificate": out})


def list_server_certificates(
    state: IamState, request: ListServerCertificatesRequest, ctx: RequestContext
) -> ListServerCertificatesResponse:
    found = stored.certificates(state.store, ctx.account_id, request.get("PathPrefix") or "/")
    return cast(
        "ListServerCertificatesResponse",
        page([_metadata(c) for c in found], request, "ServerCertificateMetadataList"),
    )


def update_server_certificate(
    state: IamState, request: UpdateServerCertificateRequest, ctx: RequestContext
) -> UpdateServerCertificateResponse:
    with state.store.transaction():
        cert = _require(state, ctx.account_id, request["ServerCertificateName"])
        new_name = request.get("NewServerCertificateName") or cert.name
        new_path = request.get("NewPath") or cert.path
        if new_name.lower() != cert.name.lower() and stored.certificate(
            state.store, ctx.account_id, new_name
        ):
            raise already_exists(f"The Server Certificate with name {new_name} already exists.")
        arn = _arn(ctx.account_id, new_path, new_name)
        stored.rename(state.store, ctx.account_id, cert.name, new_name, new_path, arn)
    return {}


def delete_server_certificate(
    state: IamState, request: DeleteServerCertificateRequest, ctx: RequestContext
) -> DeleteServerCertificateResponse:
    with state.store.transaction():
        cert = _require(state, ctx.account_id, request["ServerCertificateName"])
        stored.delete(state.store, ctx.account_id, cert.name)
    return {}


def tag_server_certificate(
    state: IamState, request: TagServerCertificateRequest, ctx: RequestContext
) -> TagServerCertificateResponse:
    with state.store.transaction():
        cert = _require(state, ctx.account_id, request["ServerCertificateName"])
        raw = tags.tagged("server_certificate", cert.tags, request["Tags"])
        account.set_tags(state.store, "server_certificate", (ctx.account_id, cert.name), raw)
    return {}


def untag_server_certificate(
    state: IamState, request: UntagServerCertificateRequest, ctx: RequestContext
) -> UntagServerCertificateResponse:
    with state.store.transaction():
        cert = _require(state, ctx.account_id, request["ServerCertificateName"])
        raw = tags.untagged(cert.tags, request["TagKeys"])
        account.set_tags(state.store, "server_certificate", (ctx.account_id, cert.name), raw)
    return {}


def list_server_certificate_tags(
    state: IamState, request: ListServerCertificateTagsRequest, ctx: RequestContext
) -> ListServerCertificateTagsResponse:
    cert = _require(state, ctx.account_id, request["ServerCertificateName"])
    return cast("ListServerCertificateTagsResponse", tags.listed(cert.tags, request))
