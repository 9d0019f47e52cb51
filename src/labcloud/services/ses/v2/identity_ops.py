"""SES v2's email identities: create (verified at once), read, list, delete. DKIM signing of one's own
(``DkimSigningAttributes``: BYODKIM) is refused; an identity's DKIM is Easy DKIM, reported verified."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import addresses, errors, identities, paging
from labcloud.services.ses.repo import config_sets
from labcloud.services.ses.repo import identities as identity_rows
from labcloud.services.ses.repo.identities import Identity
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import (
        CreateEmailIdentityRequest,
        CreateEmailIdentityResponse,
        DeleteEmailIdentityRequest,
        DeleteEmailIdentityResponse,
        DkimAttributes,
        GetEmailIdentityRequest,
        GetEmailIdentityResponse,
        ListEmailIdentitiesRequest,
        ListEmailIdentitiesResponse,
    )

TYPES = {"EmailAddress": "EMAIL_ADDRESS", "Domain": "DOMAIN"}


def _dkim(one: Identity) -> DkimAttributes:
    if one.kind != "Domain":
        return {"SigningEnabled": False, "Status": "NOT_STARTED", "SigningAttributesOrigin": "AWS_SES"}
    seed = hashlib.sha256(one.token.encode()).hexdigest()
    return {
        "SigningEnabled": True,
        "Status": "SUCCESS",
        "Tokens": [seed[i * 20 : i * 20 + 32] for i in range(3)],
        "SigningAttributesOrigin": "AWS_SES",
        "NextSigningKeyLength": "RSA_2048_BIT",
        "CurrentSigningKeyLength": "RSA_2048_BIT",
    }


def create_email_identity(
    state: SesState, request: CreateEmailIdentityRequest, ctx: RequestContext
) -> CreateEmailIdentityResponse:
    if request.get("DkimSigningAttributes"):
        raise errors.bad_request("labcloud does not implement DkimSigningAttributes (BYODKIM): leave it out.")
    name, kind = addresses.identity_name(request["EmailIdentity"], True)
    config_set = request.get("ConfigurationSetName")
    tags = {t["Key"]: t["Value"] for t in request.get("Tags") or []}
    with state.store.transaction():
        if config_set and config_sets.find(state.store, ctx.account_id, ctx.region, config_set) is None:
            raise errors.not_found(f"Configuration set {config_set} does not exist.")
        made = identities.verify(state, ctx, name, kind, tags=tags, config_set=config_set, exists_error=True)
    return {"IdentityType": TYPES[made.kind], "VerifiedForSendingStatus": True, "DkimAttributes": _dkim(made)}


def _found(state: SesState, ctx: RequestContext, name: str) -> Identity:
    found = identity_rows.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise errors.not_found(f"Email identity {name} does not exist.")
    return found


def get_email_identity(
    state: SesState, request: GetEmailIdentityRequest, ctx: RequestContext
) -> GetEmailIdentityResponse:
    one = _found(state, ctx, request["EmailIdentity"])
    answer: GetEmailIdentityResponse = {
        "IdentityType": TYPES[one.kind],
        "FeedbackForwardingStatus": True,
        "VerifiedForSendingStatus": True,
        "DkimAttributes": _dkim(one),
        "MailFromAttributes": {
            "MailFromDomain": "",
            "MailFromDomainStatus": "SUCCESS",
            "BehaviorOnMxFailure": "USE_DEFAULT_VALUE",
        },
        "Policies": {},
        "Tags": [{"Key": k, "Value": v} for k, v in one.tags.items()],
        "VerificationStatus": "SUCCESS",
    }
    if one.config_set:
        answer["ConfigurationSetName"] = one.config_set
    return answer


def list_email_identities(
    state: SesState, request: ListEmailIdentitiesRequest, ctx: RequestContext
) -> ListEmailIdentitiesResponse:
    if request.get("Filter"):
        raise errors.bad_request("labcloud does not implement Filter on ListEmailIdentities.")
    start = paging.after(request.get("NextToken"), errors.bad_request("Invalid NextToken."))
    limit = paging.size(request.get("PageSize"), 100, 1000)
    rows = identity_rows.listed(state.store, ctx.account_id, ctx.region, None, start, limit + 1)
    answer: ListEmailIdentitiesResponse = {
        "EmailIdentities": [
            {
                "IdentityType": TYPES[row.kind],
                "IdentityName": row.identity,
                "SendingEnabled": True,
                "VerificationStatus": "SUCCESS",
            }
            for row in rows[:limit]
        ]
    }
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].identity)
    return answer


def delete_email_identity(
    state: SesState, request: DeleteEmailIdentityRequest, ctx: RequestContext
) -> DeleteEmailIdentityResponse:
    name = request["EmailIdentity"]
    with state.store.transaction():
        if not identities.remove(state, ctx, name):
            raise errors.not_found(f"Email identity {name} does not exist.")
    return {}
