"""ImportCertificate: a PEM certificate, its unencrypted private key and an optional chain, parsed and
checked with ``cryptography`` (the key matches, the chain signs the certificate, it is valid now on
labcloud's clock); with CertificateArn, a reimport in place of an imported certificate."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acm import pki
from labcloud.services.acm.errors import validation
from labcloud.services.acm.events import publish
from labcloud.services.acm.names import check_room, find, new_arn
from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState
from labcloud.tag_lists import merged

if TYPE_CHECKING:
    from labcloud.services.acm.api import ImportCertificateRequest, ImportCertificateResponse


def _text(blob: bytes, member: str) -> str:
    try:
        return blob.decode("ascii")
    except UnicodeDecodeError:
        raise validation(f"The {member} is not PEM-encoded text.") from None


def _parse(request: ImportCertificateRequest) -> tuple[str, str, str | None, pki.Facts]:
    blocks = pki.split_pems(_text(request["Certificate"], "certificate"))
    if len(blocks) != 1 or "BEGIN CERTIFICATE" not in blocks[0]:
        raise validation("The certificate field must contain exactly one PEM-encoded certificate.")
    try:
        certificate = pki.load_certificate(blocks[0])
    except pki.PemError:
        raise validation(
            "Unable to parse certificate. Please ensure the certificate is in PEM format."
        ) from None
    # openssl ecparam -genkey writes an EC PARAMETERS block before the key: not a second key
    key_blocks = [
        b for b in pki.split_pems(_text(request["PrivateKey"], "private key")) if "EC PARAMETERS" not in b
    ]
    if len(key_blocks) != 1:
        raise validation("The private key field must contain exactly one PEM-encoded private key.")
    try:
        key = pki.load_key(key_blocks[0])
    except pki.PemError as error:
        if str(error) == "encrypted":
            raise validation(
                "The private key is encrypted: ACM imports only unencrypted private keys."
            ) from None
        raise validation("Unable to parse the private key. Please ensure it is in PEM format.") from None
    if pki.key_algorithm(key) is None:
        raise validation("The private key's algorithm or size is not supported.")
    if not pki.same_key(certificate, key):
        raise validation("The private key does not match the public key in the certificate.")
    chain: str | None = None
    if request.get("CertificateChain"):
        chain_blocks = pki.split_pems(_text(request["CertificateChain"], "certificate chain"))
        if not chain_blocks or not all("BEGIN CERTIFICATE" in b for b in chain_blocks):
            raise validation("The certificate chain must hold PEM-encoded certificates only.")
        try:
            issuers = [pki.load_certificate(b) for b in chain_blocks]
        except pki.PemError:
            raise validation("Unable to parse the certificate chain.") from None
        if not pki.signed_by(certificate, issuers[0]):
            raise validation("Could not validate the certificate with the certificate chain.")
        chain = "".join(chain_blocks)
    facts = pki.facts(blocks[0])
    if not facts.domain:
        raise validation(
            "The certificate names no domain: it has neither a common name nor a DNS subject alternative name."
        )
    now = clock.now()
    if not facts.not_before <= now <= facts.not_after:
        raise validation("The certificate is not valid now: it is expired or its validity has not begun.")
    return blocks[0], pki.key_pem(key), chain, facts


async def import_certificate(
    state: AcmState, request: ImportCertificateRequest, ctx: RequestContext
) -> ImportCertificateResponse:
    # checking an RSA key's consistency costs ~100 ms of CPU: off the event loop
    pem, key, chain, facts = await asyncio.to_thread(_parse, request)
    now = clock.now()
    parsed = {
        "domain": facts.domain,
        "names": facts.names,
        "key_algorithm": facts.key_algorithm,
        "imported": now,
        "not_before": facts.not_before,
        "not_after": facts.not_after,
        "serial": facts.serial,
        "subject": facts.subject,
        "issuer": facts.issuer,
        "signature_algorithm": facts.signature_algorithm,
        "certificate": pem,
        "chain": chain,
        "private_key": key,
        "status": "ISSUED",
    }
    arn = request.get("CertificateArn")
    if arn:
        existing = find(state, ctx, arn)
        if request.get("Tags"):
            raise validation("Tags cannot be given when reimporting a certificate.")
        if existing.type != "IMPORTED":
            raise validation(
                f"Certificate {arn} was not imported: only an imported certificate can be reimported."
            )
        with state.store.transaction():
            changed = state.certificates.update(existing, **parsed)
            publish(
                state,
                "acm.certificate.imported",
                changed,
                serial=facts.serial,
                not_after=changed.not_after,
                reimport=True,
            )
        return {"CertificateArn": arn}
    tags = merged((), request.get("Tags"), "certificate")
    check_room(state, ctx)
    certificate = Certificate(
        arn=new_arn(ctx),
        account_id=ctx.account_id,
        region=ctx.region,
        type="IMPORTED",
        validation_method=None,
        validation_domains={},
        options={},
        tags=tags,
        token=None,
        created=now,
        issue_at=None,
        issued=None,
        **parsed,  # type: ignore[arg-type]
    )
    with state.store.transaction():
        state.certificates.insert(certificate)
        publish(
            state,
            "acm.certificate.imported",
            certificate,
            serial=facts.serial,
            not_after=certificate.not_after,
            reimport=False,
        )
    return {"CertificateArn": certificate.arn}
