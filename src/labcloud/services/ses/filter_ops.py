"""SES v1's receipt IP filters: create (a CIDR to block or allow), delete, list, and the question receiving
asks of them: is mail from this address taken (an address in an allow filter always is; one in a block
filter is not)."""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import errors, receipt_rules
from labcloud.services.ses.events import emit
from labcloud.services.ses.repo import receipts
from labcloud.services.ses.repo.receipts import IpFilter
from labcloud.services.ses.state import SesState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        CreateReceiptFilterRequest,
        CreateReceiptFilterResponse,
        DeleteReceiptFilterRequest,
        DeleteReceiptFilterResponse,
        ListReceiptFiltersRequest,
        ListReceiptFiltersResponse,
    )

#: IP filters an account may have in a region (AWS's limit).
MAX_FILTERS = 100


def _network(cidr: str) -> ipaddress.IPv4Network:
    try:
        return ipaddress.IPv4Network(cidr, strict=False)
    except ValueError:
        raise errors.invalid_value(f"Invalid CIDR: {cidr}") from None


def create_receipt_filter(
    state: SesState, request: CreateReceiptFilterRequest, ctx: RequestContext
) -> CreateReceiptFilterResponse:
    given = request["Filter"]
    name = given["Name"]
    receipt_rules.check_name(name, "filter")
    cidr = given["IpFilter"]["Cidr"]
    _network(cidr)
    with state.store.transaction():
        existing = receipts.filters(state.store, ctx.account_id, ctx.region)
        if any(one.name == name for one in existing):
            raise errors.exists("Filter", name)
        if len(existing) >= MAX_FILTERS:
            raise errors.limit_exceeded(f"Maximum number of receipt filters ({MAX_FILTERS}) exceeded.")
        receipts.add_filter(
            state.store, ctx.account_id, ctx.region, IpFilter(name, given["IpFilter"]["Policy"], cidr)
        )
        emit(
            state,
            "ses.receipt_filter.created",
            ctx.account_id,
            ctx.region,
            ctx.arn("ses", f"receipt-filter/{name}"),
            filter=name,
            policy=given["IpFilter"]["Policy"],
            cidr=cidr,
        )
    return {}


def delete_receipt_filter(
    state: SesState, request: DeleteReceiptFilterRequest, ctx: RequestContext
) -> DeleteReceiptFilterResponse:
    name = request["FilterName"]
    with state.store.transaction():
        if receipts.delete_filter(state.store, ctx.account_id, ctx.region, name):
            emit(
                state,
                "ses.receipt_filter.deleted",
                ctx.account_id,
                ctx.region,
                ctx.arn("ses", f"receipt-filter/{name}"),
                filter=name,
            )
    return {}


def list_receipt_filters(
    state: SesState, request: ListReceiptFiltersRequest, ctx: RequestContext
) -> ListReceiptFiltersResponse:
    found = receipts.filters(state.store, ctx.account_id, ctx.region)
    return {"Filters": [{"Name": f.name, "IpFilter": {"Policy": f.policy, "Cidr": f.cidr}} for f in found]}


def admitted(store: Store, account_id: str, region: str, address: str) -> bool:
    """May mail from ``address`` (the sending server's IP) be received?"""
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return True
    hits = {f.policy for f in receipts.filters(store, account_id, region) if ip in _network(f.cidr)}
    return "Allow" in hits or "Block" not in hits
