"""AWS::CertificateManager::Certificate (Ref: the certificate ARN) and AWS::CertificateManager::Account
(Ref: the account id) through ACM's API.

Created with RequestCertificate and, as CloudFormation does, complete only once the certificate is
ISSUED (labcloud issues a DNS-validated request on its clock: ``services/acm/lifecycle.py``). EMAIL
validation is refused here: labcloud sends no validation mail, so such a stack would wait forever.
``HostedZoneId`` in DomainValidationOptions is accepted (CDK's DNS-validated certificates set it) but no
record is written: labcloud validates without DNS. Tags and CertificateTransparencyLoggingPreference
change in place; ValidationMethod and the schema's create-only properties replace the certificate. GetAtt CertificateArn is the ARN.

An Account sets the account's DaysBeforeExpiry (PutAccountConfiguration); deleting it leaves the
setting as it is.
"""

from __future__ import annotations

import uuid
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    wait_until,
)

#: Seconds the create waits for ISSUED before failing the resource.
ISSUE_TIMEOUT = 120.0


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


class Certificate(Handler):
    type = "AWS::CertificateManager::Certificate"
    #: labcloud cannot change how a certificate was validated in place
    replace_on = frozenset({"ValidationMethod"})
    known = frozenset(
        {
            "DomainName",
            "SubjectAlternativeNames",
            "DomainValidationOptions",
            "ValidationMethod",
            "CertificateAuthorityArn",
            "CertificateTransparencyLoggingPreference",
            "CertificateExport",
            "KeyAlgorithm",
            "Tags",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        method = str(props.get("ValidationMethod") or "EMAIL")
        if method == "EMAIL" and not props.get("CertificateAuthorityArn"):
            raise ResourceFailed(
                "labcloud sends no validation email, so an EMAIL-validated certificate is never issued:"
                " use ValidationMethod DNS"
            )
        params: dict[str, Any] = {"DomainName": props["DomainName"], "ValidationMethod": method}
        for member in ("SubjectAlternativeNames", "CertificateAuthorityArn", "KeyAlgorithm"):
            if props.get(member):
                params[member] = props[member]
        options = [
            {"DomainName": o["DomainName"], "ValidationDomain": o["ValidationDomain"]}
            for o in props.get("DomainValidationOptions") or []
            if o.get("ValidationDomain")
        ]
        if options:
            params["DomainValidationOptions"] = options
        chosen: dict[str, str] = {}
        if props.get("CertificateTransparencyLoggingPreference"):
            chosen["CertificateTransparencyLoggingPreference"] = str(
                props["CertificateTransparencyLoggingPreference"]
            )
        if props.get("CertificateExport"):
            chosen["Export"] = str(props["CertificateExport"])
        if chosen:
            params["Options"] = chosen
        tags = _tags(props)
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        arn = str((await rc.call("acm", "RequestCertificate", params))["CertificateArn"])

        async def is_issued() -> bool:
            described = await rc.call("acm", "DescribeCertificate", {"CertificateArn": arn})
            status = described["Certificate"]["Status"]
            if status not in ("PENDING_VALIDATION", "ISSUED"):
                raise ResourceFailed(f"Certificate {arn} is {status}", arn)
            return bool(status == "ISSUED")

        await wait_until(is_issued, f"Certificate {arn}", ISSUE_TIMEOUT)
        return Created(arn, {"CertificateArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        preference = new.get("CertificateTransparencyLoggingPreference")
        if preference and preference != old.get("CertificateTransparencyLoggingPreference"):
            await rc.call(
                "acm",
                "UpdateCertificateOptions",
                {
                    "CertificateArn": physical_id,
                    "Options": {"CertificateTransparencyLoggingPreference": preference},
                },
            )
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [{"Key": key} for key in old_tags if key not in new_tags]
        if gone:
            await rc.call("acm", "RemoveTagsFromCertificate", {"CertificateArn": physical_id, "Tags": gone})
        if new_tags and new_tags != old_tags:
            await rc.call(
                "acm",
                "AddTagsToCertificate",
                {
                    "CertificateArn": physical_id,
                    "Tags": [{"Key": k, "Value": v} for k, v in new_tags.items()],
                },
            )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("acm", "DeleteCertificate", {"CertificateArn": physical_id})


class Account(Handler):
    type = "AWS::CertificateManager::Account"
    known = frozenset({"ExpiryEventsConfiguration"})

    async def _put(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        days = (props.get("ExpiryEventsConfiguration") or {}).get("DaysBeforeExpiry")
        params: dict[str, Any] = {"IdempotencyToken": uuid.uuid4().hex}
        if days is not None:
            params["ExpiryEvents"] = {"DaysBeforeExpiry": days}
        await rc.call("acm", "PutAccountConfiguration", params)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await self._put(rc, props)
        return Created(rc.account, {"AccountId": rc.account})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._put(rc, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None
