"""SES v2's GetAccount: production access (senders must still be verified identities; recipients need not
be), sending enabled, and the quota from the messages kept (``account_ops.quota``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses.account_ops import quota
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import GetAccountRequest, GetAccountResponse


def get_account(state: SesState, request: GetAccountRequest, ctx: RequestContext) -> GetAccountResponse:
    most, rate, sent = quota(state, ctx)
    return {
        "DedicatedIpAutoWarmupEnabled": False,
        "EnforcementStatus": "HEALTHY",
        "ProductionAccessEnabled": True,
        "SendQuota": {"Max24HourSend": most, "MaxSendRate": rate, "SentLast24Hours": sent},
        "SendingEnabled": True,
        "SuppressionAttributes": {"SuppressedReasons": []},
    }
