"""AWS/Cognito metrics from Cognito's events on the bus, per ``UserPool`` and ``UserPoolClient`` as AWS
publishes them: SignUpSuccesses, SignInSuccesses and TokenRefreshSuccesses (1 for each success; a failed
sign-in adds a 0 to SignInSuccesses, so its average is the success rate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Cognito"
PREFIX = "cognito."
_METRICS = {
    "cognito.user.signed_up": ("SignUpSuccesses", 1.0),
    "cognito.auth.signed_in": ("SignInSuccesses", 1.0),
    "cognito.auth.failed": ("SignInSuccesses", 0.0),
    "cognito.auth.refreshed": ("TokenRefreshSuccesses", 1.0),
}


def on_event(rec: Samples, event: Event) -> None:
    found = _METRICS.get(event.kind)
    client = event.data.get("client_id")
    if found is None or not client:
        return
    name, value = found
    dims = (("UserPool", str(event.data.get("pool_id"))), ("UserPoolClient", str(client)))
    rec.record((event.account_id, event.region), NS, name, dims, value, "Count")
