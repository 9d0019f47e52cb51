"""Client certificates (GenerateClientCertificate, Get/GetClientCertificates, Update, Delete): an
account's self-signed certificates a stage names in ``clientCertificateId``, kept in ``apigw_parts``
(scope ``account/region``). On AWS the gateway presents one to HTTP backends over TLS; labcloud's HTTP
integrations reach loopback addresses over plain HTTP, so the certificate is generated, reported and
referenced by stages, and presented to nothing."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        DeleteClientCertificateRequest,
        DeleteClientCertificateResponse,
        GenerateClientCertificateRequest,
        GenerateClientCertificateResponse,
        GetClientCertificateRequest,
        GetClientCertificateResponse,
        GetClientCertificatesRequest,
        GetClientCertificatesResponse,
        UpdateClientCertificateRequest,
        UpdateClientCertificateResponse,
    )

KIND = "clientcertificate"
#: How long a generated certificate is valid (AWS's are valid for 365 days).
VALID_DAYS = 365
UPDATABLE = Paths(scalars={"description": "str"})
MISSING = "Invalid client certificate identifier specified"


def _scope(ctx: RequestContext) -> str:
    return f"{ctx.account_id}/{ctx.region}"


def _pem(common_name: str, now: float) -> tuple[str, float]:
    """A self-signed certificate (PEM) for ``common_name`` and its expiry (epoch seconds)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
    start = datetime.datetime.fromtimestamp(now, datetime.timezone.utc)
    end = start + datetime.timedelta(days=VALID_DAYS)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(end)
        .sign(key, hashes.SHA256())
    )
    return cert.public_bytes(serialization.Encoding.PEM).decode(), end.timestamp()


def certificate_of(state: ApigwState, ctx: RequestContext, certificate_id: str) -> PartRecord:
    found = parts.find_part(state.store, _scope(ctx), KIND, certificate_id)
    if found is None:
        raise not_found(MISSING)
    return found


def check_stage_certificate(state: ApigwState, ctx: RequestContext, doc: dict[str, Any]) -> None:
    """A stage's ``clientCertificateId`` must name one of the account's certificates."""
    certificate_id = doc.get("clientCertificateId")
    if certificate_id and parts.find_part(state.store, _scope(ctx), KIND, str(certificate_id)) is None:
        raise bad_request(f"Invalid client certificate identifier specified: {certificate_id}")


def generate_client_certificate(
    state: ApigwState, request: GenerateClientCertificateRequest, ctx: RequestContext
) -> GenerateClientCertificateResponse:
    now = clock.now()
    certificate_id = ids.new_id(6)
    pem, expires = _pem(f"labcloud-apigateway-{certificate_id}", now)
    doc: dict[str, Any] = {
        "clientCertificateId": certificate_id,
        "pemEncodedCertificate": pem,
        "createdDate": now,
        "expirationDate": expires,
    }
    if request.get("description"):
        doc["description"] = request["description"]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    with state.store.transaction():
        parts.insert_part(state.store, PartRecord(_scope(ctx), KIND, certificate_id, doc), now)
    return cast("GenerateClientCertificateResponse", doc)


def get_client_certificate(
    state: ApigwState, request: GetClientCertificateRequest, ctx: RequestContext
) -> GetClientCertificateResponse:
    return cast(
        "GetClientCertificateResponse", certificate_of(state, ctx, request["clientCertificateId"]).doc
    )


def get_client_certificates(
    state: ApigwState, request: GetClientCertificatesRequest, ctx: RequestContext
) -> GetClientCertificatesResponse:
    docs = [p.doc for p in parts.list_parts(state.store, _scope(ctx), KIND)]
    items, position = page(docs, request.get("position"), request.get("limit"), "clientCertificateId")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetClientCertificatesResponse", answer)


def update_client_certificate(
    state: ApigwState, request: UpdateClientCertificateRequest, ctx: RequestContext
) -> UpdateClientCertificateResponse:
    with state.store.transaction():
        found = certificate_of(state, ctx, request["clientCertificateId"])
        found.doc = apply(found.doc, list(request.get("patchOperations") or []), UPDATABLE)
        parts.save_part(state.store, found)
    return cast("UpdateClientCertificateResponse", found.doc)


def delete_client_certificate(
    state: ApigwState, request: DeleteClientCertificateRequest, ctx: RequestContext
) -> DeleteClientCertificateResponse:
    with state.store.transaction():
        certificate_of(state, ctx, request["clientCertificateId"])
        parts.delete_part(state.store, _scope(ctx), KIND, request["clientCertificateId"])
    return {}
