"""AWS Certificate Manager (botocore ``acm``) in the service shape: operations table, state, contributions.

Public certificates requested with DNS or EMAIL validation and issued by a per-account labcloud CA on
labcloud's clock (``lifecycle.py``), imported certificates checked with ``cryptography`` (``import_ops.py``),
tags and the account's expiry setting. InUseBy reads API Gateway's custom domain names (``uses.py``).
Private certificates come from AWS Private CA through its API (``private_ops.py``). CloudFront-managed
certificates and ACME are not here: those operations answer 501.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.acm import lifecycle
from labcloud.services.acm.repo.schema import SCHEMA, TABLES
from labcloud.services.acm.state import AcmState
from labcloud.services.acm.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.acm import account_ops, certificate_ops, import_ops, request_ops, tag_ops
else:
    account_ops = lazy_module("labcloud.services.acm.account_ops")
    certificate_ops = lazy_module("labcloud.services.acm.certificate_ops")
    import_ops = lazy_module("labcloud.services.acm.import_ops")
    request_ops = lazy_module("labcloud.services.acm.request_ops")
    tag_ops = lazy_module("labcloud.services.acm.tag_ops")

OPERATIONS: dict[str, Operation[AcmState]] = {
    "RequestCertificate": request_ops.request_certificate,
    "ResendValidationEmail": request_ops.resend_validation_email,
    "DescribeCertificate": certificate_ops.describe_certificate,
    "ListCertificates": certificate_ops.list_certificates,
    "GetCertificate": certificate_ops.get_certificate,
    "ExportCertificate": certificate_ops.export_certificate,
    "DeleteCertificate": certificate_ops.delete_certificate,
    "RenewCertificate": certificate_ops.renew_certificate,
    "UpdateCertificateOptions": certificate_ops.update_certificate_options,
    "ImportCertificate": import_ops.import_certificate,
    "AddTagsToCertificate": tag_ops.add_tags_to_certificate,
    "RemoveTagsFromCertificate": tag_ops.remove_tags_from_certificate,
    "ListTagsForCertificate": tag_ops.list_tags_for_certificate,
    "GetAccountConfiguration": account_ops.get_account_configuration,
    "PutAccountConfiguration": account_ops.put_account_configuration,
}


def contributions(state: AcmState) -> Contributions:
    from labcloud.services.acm.gauges import CertificateLookup, ExpiryGauges
    from labcloud.services.acm.interfaces import CertificateExpiries, CertificateStates

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(
            Offer(CertificateExpiries, ExpiryGauges(state)),
            Offer(CertificateStates, CertificateLookup(state)),
        ),
        periodic=(
            Periodic("acm.lifecycle", lifecycle.SWEEP_SECONDS, lambda now: lifecycle.sweep(state, now)),
        ),
    )


SERVICE: Service[AcmState] = Service(
    name="acm",
    state=AcmState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
