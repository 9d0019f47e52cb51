"""SES v1's account answers: the sending quota (recipients in the last 24 hours against the daily quota),
the send statistics (15-minute buckets of the last two weeks, from the messages kept) and sending enabled."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ses.mail import DAY
from labcloud.services.ses.repo import messages
from labcloud.services.ses.state import SEND_RATE, SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        GetAccountSendingEnabledRequest,
        GetAccountSendingEnabledResponse,
        GetSendQuotaRequest,
        GetSendQuotaResponse,
        GetSendStatisticsRequest,
        GetSendStatisticsResponse,
    )

BUCKET = 900.0
WINDOW = 14 * DAY


def quota(state: SesState, ctx: RequestContext) -> tuple[float, float, float]:
    """(Max24HourSend, MaxSendRate, SentLast24Hours)."""
    sent = messages.count_since(state.store, ctx.account_id, ctx.region, clock.now() - DAY)
    return state.daily_quota, SEND_RATE, float(sent)


def get_send_quota(
    state: SesState, request: GetSendQuotaRequest, ctx: RequestContext
) -> GetSendQuotaResponse:
    most, rate, sent = quota(state, ctx)
    return {"Max24HourSend": most, "MaxSendRate": rate, "SentLast24Hours": sent}


def get_send_statistics(
    state: SesState, request: GetSendStatisticsRequest, ctx: RequestContext
) -> GetSendStatisticsResponse:
    rows = messages.buckets(state.store, ctx.account_id, ctx.region, clock.now() - WINDOW, BUCKET)
    return {
        "SendDataPoints": [
            {
                "Timestamp": datetime.fromtimestamp(start, tz=timezone.utc),
                "DeliveryAttempts": count,
                "Bounces": 0,
                "Complaints": 0,
                "Rejects": 0,
            }
            for start, count in rows
        ]
    }


def get_account_sending_enabled(
    state: SesState, request: GetAccountSendingEnabledRequest, ctx: RequestContext
) -> GetAccountSendingEnabledResponse:
    return {"Enabled": True}
