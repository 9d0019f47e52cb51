"""SES v1's identity operations: verify an address or a domain (verified at once), list, read their
verification attributes, delete; and the older VerifyEmailAddress family."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import addresses, errors, identities, paging
from labcloud.services.ses.repo import identities as identity_rows
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        DeleteIdentityRequest,
        DeleteIdentityResponse,
        DeleteVerifiedEmailAddressRequest,
        DeleteVerifiedEmailAddressResponse,
        GetIdentityVerificationAttributesRequest,
        GetIdentityVerificationAttributesResponse,
        IdentityVerificationAttributes,
        ListIdentitiesRequest,
        ListIdentitiesResponse,
        ListVerifiedEmailAddressesRequest,
        ListVerifiedEmailAddressesResponse,
        VerifyDomainIdentityRequest,
        VerifyDomainIdentityResponse,
        VerifyEmailAddressRequest,
        VerifyEmailAddressResponse,
        VerifyEmailIdentityRequest,
        VerifyEmailIdentityResponse,
    )

#: Identities one GetIdentityVerificationAttributes may name (AWS's limit).
MAX_ASKED = 100
KINDS = ("EmailAddress", "Domain")


def verify_email_identity(
    state: SesState, request: VerifyEmailIdentityRequest, ctx: RequestContext
) -> VerifyEmailIdentityResponse:
    bare = addresses.address(request["EmailAddress"], False)
    with state.store.transaction():
        identities.verify(state, ctx, bare, "EmailAddress")
    return {}


def verify_email_address(
    state: SesState, request: VerifyEmailAddressRequest, ctx: RequestContext
) -> VerifyEmailAddressResponse:
    bare = addresses.address(request["EmailAddress"], False)
    with state.store.transaction():
        identities.verify(state, ctx, bare, "EmailAddress")
    return {}


def verify_domain_identity(
    state: SesState, request: VerifyDomainIdentityRequest, ctx: RequestContext
) -> VerifyDomainIdentityResponse:
    domain = request["Domain"]
    if not addresses.is_domain(domain):
        raise errors.invalid_value(f"Invalid domain name {domain}.")
    with state.store.transaction():
        made = identities.verify(state, ctx, domain.lower(), "Domain")
    return {"VerificationToken": made.token}


def delete_identity(
    state: SesState, request: DeleteIdentityRequest, ctx: RequestContext
) -> DeleteIdentityResponse:
    with state.store.transaction():
        identities.remove(state, ctx, request["Identity"])
    return {}


def delete_verified_email_address(
    state: SesState, request: DeleteVerifiedEmailAddressRequest, ctx: RequestContext
) -> DeleteVerifiedEmailAddressResponse:
    with state.store.transaction():
        identities.remove(state, ctx, request["EmailAddress"])
    return {}


def list_identities(
    state: SesState, request: ListIdentitiesRequest, ctx: RequestContext
) -> ListIdentitiesResponse:
    kind = request.get("IdentityType")
    if kind is not None and kind not in KINDS:
        raise errors.invalid_value(f"Invalid IdentityType {kind}: use EmailAddress or Domain.")
    start = paging.after(request.get("NextToken"), errors.invalid_value("Invalid NextToken."))
    limit = paging.size(request.get("MaxItems"), 1000, 1000)
    rows = identity_rows.listed(state.store, ctx.account_id, ctx.region, kind, start, limit + 1)
    answer: ListIdentitiesResponse = {"Identities": [row.identity for row in rows[:limit]]}
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].identity)
    return answer


def list_verified_email_addresses(
    state: SesState, request: ListVerifiedEmailAddressesRequest, ctx: RequestContext
) -> ListVerifiedEmailAddressesResponse:
    rows = identity_rows.listed(state.store, ctx.account_id, ctx.region, "EmailAddress", "", 10_000)
    return {"VerifiedEmailAddresses": [row.identity for row in rows]}


def get_identity_verification_attributes(
    state: SesState, request: GetIdentityVerificationAttributesRequest, ctx: RequestContext
) -> GetIdentityVerificationAttributesResponse:
    asked = list(request["Identities"])
    if len(asked) > MAX_ASKED:
        raise errors.invalid_value(f"At most {MAX_ASKED} identities may be asked for at once.")
    found = identity_rows.find_many(state.store, ctx.account_id, ctx.region, asked)
    answer: dict[str, IdentityVerificationAttributes] = {}
    for name in asked:
        one = found.get(name)
        if one is None:
            continue
        attributes: IdentityVerificationAttributes = {"VerificationStatus": "Success"}
        if one.kind == "Domain":
            attributes["VerificationToken"] = one.token
        answer[name] = attributes
    return {"VerificationAttributes": answer}
