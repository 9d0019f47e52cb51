"""Device certificates: CreateKeysAndCertificate (an RSA 2048 key and an X.509 certificate signed by
labcloud, made with ``cryptography``), CreateCertificateFromCsr (the CSR's key, signed the same way), DescribeCertificate, ListCertificates, UpdateCertificate and
DeleteCertificate with AWS's state rules (an ACTIVE certificate cannot be deleted, nor one with things or
policies attached), and the thing ↔ principal attachments: AttachThingPrincipal, DetachThingPrincipal,
ListThingPrincipals, ListPrincipalThings."""

from __future__ import annotations

import datetime as dt
import hashlib
from functools import cache
from typing import TYPE_CHECKING, Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import NameOID

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import names
from labcloud.services.iot.errors import certificate_state, conflict, invalid, not_found
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        AttachThingPrincipalRequest,
        AttachThingPrincipalResponse,
        CreateCertificateFromCsrRequest,
        CreateCertificateFromCsrResponse,
        CreateKeysAndCertificateRequest,
        CreateKeysAndCertificateResponse,
        DeleteCertificateRequest,
        DeleteCertificateResponse,
        DescribeCertificateRequest,
        DescribeCertificateResponse,
        DetachThingPrincipalRequest,
        DetachThingPrincipalResponse,
        ListCertificatesRequest,
        ListCertificatesResponse,
        ListPrincipalThingsRequest,
        ListPrincipalThingsResponse,
        ListThingPrincipalsRequest,
        ListThingPrincipalsResponse,
        UpdateCertificateRequest,
        UpdateCertificateResponse,
    )

#: The states UpdateCertificate may set (REGISTER_INACTIVE, PENDING_TRANSFER... belong to flows not here).
SETTABLE = ("ACTIVE", "INACTIVE", "REVOKED")


def _arn(ctx: RequestContext, certificate_id: str) -> str:
    return names.arn(ctx, "cert", certificate_id)


@cache
def _signer() -> rsa.RSAPrivateKey:
    """The key labcloud signs device certificates with (one per process: nothing checks their chain)."""
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def _issue(state: IotState, ctx: RequestContext, public_key: Any, active: bool) -> tuple[str, str]:
    """Sign ``public_key`` into a new certificate, keep it, and answer its id and PEM."""
    signer = _signer()
    now = dt.datetime.fromtimestamp(clock.now(), tz=dt.timezone.utc)
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "AWS IoT Certificate")])
    issuer = x509.Name(
        [x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, "labcloud IoT (not Amazon Web Services)")]
    )
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer)
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(dt.datetime(2049, 12, 31, 23, 59, 59, tzinfo=dt.timezone.utc))
        .sign(signer, hashes.SHA256())
    )
    pem = certificate.public_bytes(serialization.Encoding.PEM).decode()
    certificate_id = hashlib.sha256(certificate.public_bytes(serialization.Encoding.DER)).hexdigest()
    status = "ACTIVE" if active else "INACTIVE"
    with state.store.transaction():
        records.put_certificate(
            state.store,
            records.Certificate(
                certificate_id, ctx.account_id, ctx.region, pem, status, clock.now(), clock.now()
            ),
        )
        emit(
            state,
            "iot.certificate.created",
            ctx.account_id,
            ctx.region,
            _arn(ctx, certificate_id),
            status=status,
        )
    return certificate_id, pem


def create_keys_and_certificate(
    state: IotState, request: CreateKeysAndCertificateRequest, ctx: RequestContext
) -> CreateKeysAndCertificateResponse:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    certificate_id, pem = _issue(state, ctx, key.public_key(), bool(request.get("setAsActive")))
    public = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    private = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    )
    return {
        "certificateArn": _arn(ctx, certificate_id),
        "certificateId": certificate_id,
        "certificatePem": pem,
        "keyPair": {"PublicKey": public.decode(), "PrivateKey": private.decode()},
    }


def create_certificate_from_csr(
    state: IotState, request: CreateCertificateFromCsrRequest, ctx: RequestContext
) -> CreateCertificateFromCsrResponse:
    try:
        csr = x509.load_pem_x509_csr(request["certificateSigningRequest"].encode())
    except ValueError:
        raise invalid("The certificate signing request is not a valid PEM CSR") from None
    if not csr.is_signature_valid:
        raise invalid("The certificate signing request's signature is not valid")
    certificate_id, pem = _issue(state, ctx, csr.public_key(), bool(request.get("setAsActive")))
    return {
        "certificateArn": _arn(ctx, certificate_id),
        "certificateId": certificate_id,
        "certificatePem": pem,
    }


def _find(state: IotState, ctx: RequestContext, certificate_id: str) -> records.Certificate:
    found = records.certificate(state.store, ctx.account_id, ctx.region, certificate_id)
    if found is None:
        raise not_found(f"The certificate given in the principal does not exist: {certificate_id}")
    return found


def describe_certificate(
    state: IotState, request: DescribeCertificateRequest, ctx: RequestContext
) -> DescribeCertificateResponse:
    found = _find(state, ctx, request["certificateId"])
    return {
        "certificateDescription": {
            "certificateArn": _arn(ctx, found.id),
            "certificateId": found.id,
            "status": found.status,
            "certificatePem": found.pem,
            "ownedBy": ctx.account_id,
            "creationDate": names.at(found.created),
            "lastModifiedDate": names.at(found.updated),
            "certificateMode": "DEFAULT",
        }
    }


def list_certificates(
    state: IotState, request: ListCertificatesRequest, ctx: RequestContext
) -> ListCertificatesResponse:
    size = names.page_size(request.get("pageSize"), 250)
    found = records.certificates(
        state.store, ctx.account_id, ctx.region, names.after(request.get("marker")), size + 1
    )
    out: ListCertificatesResponse = {
        "certificates": [
            {
                "certificateArn": _arn(ctx, c.id),
                "certificateId": c.id,
                "status": c.status,
                "certificateMode": "DEFAULT",
                "creationDate": names.at(c.created),
            }
            for c in found[:size]
        ]
    }
    if len(found) > size:
        out["nextMarker"] = names.token(found[size - 1].id)
    return out


def update_certificate(
    state: IotState, request: UpdateCertificateRequest, ctx: RequestContext
) -> UpdateCertificateResponse:
    wanted = request["newStatus"]
    if wanted not in SETTABLE:
        raise invalid(f"newStatus {wanted!r}: labcloud sets {', '.join(SETTABLE)}")
    with state.store.transaction():
        found = _find(state, ctx, request["certificateId"])
        if found.status == "REVOKED" and wanted != "REVOKED":
            raise certificate_state(f"Certificate {found.id} is revoked and cannot change state")
        records.put_certificate(
            state.store,
            records.Certificate(
                found.id, found.account_id, found.region, found.pem, wanted, found.created, clock.now()
            ),
        )
        emit(state, "iot.certificate.updated", ctx.account_id, ctx.region, _arn(ctx, found.id), status=wanted)
    return {}


def delete_certificate(
    state: IotState, request: DeleteCertificateRequest, ctx: RequestContext
) -> DeleteCertificateResponse:
    if request.get("forceDelete"):
        raise invalid("forceDelete: labcloud deletes certificates without attachments only")
    with state.store.transaction():
        found = _find(state, ctx, request["certificateId"])
        if found.status == "ACTIVE":
            raise certificate_state("Certificate must be deactivated (not ACTIVE) before deletion.")
        arn = _arn(ctx, found.id)
        if records.targets_of(state.store, ctx.account_id, ctx.region, "policy", arn) or records.targets_of(
            state.store, ctx.account_id, ctx.region, "thing", arn
        ):
            raise conflict(f"Certificate {found.id} has policies or things attached; detach them first.")
        records.remove_certificate(state.store, found.id)
        emit(state, "iot.certificate.deleted", ctx.account_id, ctx.region, arn)
    return {}


def _thing(state: IotState, ctx: RequestContext, name: str) -> None:
    if records.thing(state.store, ctx.account_id, ctx.region, name) is None:
        raise not_found(f"Thing {name} cannot be found.")


def attach_thing_principal(
    state: IotState, request: AttachThingPrincipalRequest, ctx: RequestContext
) -> AttachThingPrincipalResponse:
    principal = request["principal"]
    if request.get("thingPrincipalType") not in (None, "NON_EXCLUSIVE_THING"):
        raise invalid("thingPrincipalType: labcloud attaches NON_EXCLUSIVE_THING principals only")
    with state.store.transaction():
        _thing(state, ctx, request["thingName"])
        if (
            ":cert/" not in principal
            or records.certificate(state.store, ctx.account_id, ctx.region, principal.rsplit("/", 1)[-1])
            is None
        ):
            raise not_found(f"The certificate given in the principal does not exist: {principal}")
        records.attach(state.store, ctx.account_id, ctx.region, "thing", request["thingName"], principal)
    return {}


def detach_thing_principal(
    state: IotState, request: DetachThingPrincipalRequest, ctx: RequestContext
) -> DetachThingPrincipalResponse:
    with state.store.transaction():
        _thing(state, ctx, request["thingName"])
        records.detach(
            state.store, ctx.account_id, ctx.region, "thing", request["thingName"], request["principal"]
        )
    return {}


def list_thing_principals(
    state: IotState, request: ListThingPrincipalsRequest, ctx: RequestContext
) -> ListThingPrincipalsResponse:
    _thing(state, ctx, request["thingName"])
    return {
        "principals": records.principals_of(
            state.store, ctx.account_id, ctx.region, "thing", request["thingName"]
        )
    }


def list_principal_things(
    state: IotState, request: ListPrincipalThingsRequest, ctx: RequestContext
) -> ListPrincipalThingsResponse:
    return {
        "things": records.targets_of(state.store, ctx.account_id, ctx.region, "thing", request["principal"])
    }
