"""AppConfig's data plane (botocore ``appconfigdata``, rest-json, signed as ``appconfig``) in the service
shape: configuration sessions and their tokens (``session_ops.py``); the same state and tables as
``services/appconfig``. A periodic sweep forgets sessions whose last token expired a day ago."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.appconfig.repo.schema import SCHEMA
from labcloud.services.appconfig.state import AppConfigState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.appconfig.data import session_ops
else:
    session_ops = lazy_module("labcloud.services.appconfig.data.session_ops")

#: How often expired sessions are forgotten (seconds of labcloud's clock).
SWEEP_SECONDS = 3600.0

OPERATIONS: dict[str, Operation[AppConfigState]] = {
    "StartConfigurationSession": session_ops.start_configuration_session,
    "GetLatestConfiguration": session_ops.get_latest_configuration,
}


def contributions(state: AppConfigState) -> Contributions:
    return Contributions(
        periodic=(Periodic("appconfig.sessions", SWEEP_SECONDS, lambda now: session_ops.sweep(state, now)),),
    )


SERVICE: Service[AppConfigState] = Service(
    name="appconfigdata",
    state=AppConfigState.build,
    operations=OPERATIONS,
    contributes=contributions,
    # its tables are the control plane's (which wipes them on a reset): made here too, under its owner, for
    # a data plane call that comes first
    schema=SCHEMA,
    schema_owner="appconfig",
)
