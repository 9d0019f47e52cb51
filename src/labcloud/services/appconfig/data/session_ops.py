"""StartConfigurationSession (application, environment and profile by id or name) and
GetLatestConfiguration: each token is good for one call and for 24 hours of labcloud's clock; a call
answers the environment's deployed data once, then an empty body until another deployment (or a rollback)
changes what it serves. Unknown or reused tokens answer BadRequestException (Problem Corrupted), expired
ones Problem Expired."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.ids import argument_token
from labcloud.services.appconfig.deployment_ops import serving
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import TOKEN_SECONDS, AppConfigState

if TYPE_CHECKING:
    from labcloud.services.appconfig.data.api import (
        GetLatestConfigurationRequest,
        GetLatestConfigurationResponse,
        StartConfigurationSessionRequest,
        StartConfigurationSessionResponse,
    )

#: The poll interval a session asks for when it names none (AWS's default, 60 seconds).
DEFAULT_POLL = 60


def _missing(kind: str, given: str, referenced_by: dict[str, str]) -> AwsError:
    return AwsError(
        "ResourceNotFoundException",
        f"{kind} {given} not found",
        ResourceType=kind,
        ReferencedBy=referenced_by,
    )


def _by_id_or_name(docs: list[dict[str, Any]], given: str) -> dict[str, Any] | None:
    for doc in docs:
        if doc["Id"] == given:
            return doc
    for doc in docs:
        if doc["Name"] == given:
            return doc
    return None


def _token(session: dict[str, Any]) -> str:
    """A new token of the session: the configuration's ids, then a secret. IAM authorizes
    GetLatestConfiguration on that configuration (``iam/action_map.py`` reads the ids back); the whole
    token must still be one the store holds, so naming other ids only gets a refusal."""
    return f"{session['app']}.{session['env']}.{session['profile']}.{argument_token(48)}"


def _bad_token(problem: str) -> AwsError:
    return AwsError(
        "BadRequestException",
        "The ConfigurationToken is expired"
        if problem == "Expired"
        else "The ConfigurationToken is not valid",
        Reason="InvalidParameters",
        Details={"InvalidParameters": {"ConfigurationToken": {"Problem": problem}}},
    )


def start_configuration_session(
    state: AppConfigState, request: StartConfigurationSessionRequest, ctx: RequestContext
) -> StartConfigurationSessionResponse:
    records, account, region = state.records, ctx.account_id, ctx.region
    app = _by_id_or_name(records.listed(account, region, "app"), request["ApplicationIdentifier"])
    if app is None:
        raise _missing("Application", request["ApplicationIdentifier"], {})
    env = _by_id_or_name(records.listed(account, region, "env", app["Id"]), request["EnvironmentIdentifier"])
    if env is None:
        raise _missing("Environment", request["EnvironmentIdentifier"], {"Application": app["Id"]})
    profile = _by_id_or_name(
        records.listed(account, region, "profile", app["Id"]), request["ConfigurationProfileIdentifier"]
    )
    if profile is None:
        raise _missing(
            "ConfigurationProfile", request["ConfigurationProfileIdentifier"], {"Application": app["Id"]}
        )
    poll = int(request.get("RequiredMinimumPollIntervalInSeconds") or DEFAULT_POLL)
    session = {"app": app["Id"], "env": env["Id"], "profile": profile["Id"], "poll": poll}
    token = _token(session)
    with state.store.transaction():
        records.put_session(token, account, region, session, "", clock.now() + TOKEN_SECONDS)
        publish(
            state,
            "appconfig.session.started",
            ctx,
            profile["Id"],
            application=app["Id"],
            environment=env["Id"],
        )
    return cast("StartConfigurationSessionResponse", {"InitialConfigurationToken": token})


def get_latest_configuration(
    state: AppConfigState, request: GetLatestConfigurationRequest, ctx: RequestContext
) -> GetLatestConfigurationResponse:
    token = request["ConfigurationToken"]
    found = state.records.session(token)
    if found is None or found[:2] != (ctx.account_id, ctx.region):
        raise _bad_token("Corrupted")
    account, region, session, served, expires = found
    now = clock.now()
    if expires <= now:
        with state.store.transaction():
            state.records.drop_session(token)
        raise _bad_token("Expired")
    current = serving(state, account, region, str(session["env"]), str(session["profile"]))
    out: dict[str, Any] = {"NextPollIntervalInSeconds": int(session["poll"])}
    key = current[0] if current is not None else ""
    if current is not None and key != served:
        doc = current[1]
        out["Configuration"] = state.records.content(account, region, "deployment", key) or b""
        out["ContentType"] = str(doc.get("_content_type") or "application/octet-stream")
        if doc.get("VersionLabel"):
            out["VersionLabel"] = str(doc["VersionLabel"])
    else:
        out["Configuration"] = b""
    following = _token(session)
    with state.store.transaction():
        state.records.drop_session(token)
        state.records.put_session(following, account, region, session, key, now + TOKEN_SECONDS)
    out["NextPollConfigurationToken"] = following
    return cast("GetLatestConfigurationResponse", out)


def sweep(state: AppConfigState, now: float) -> None:
    """Forget sessions whose token expired a day ago (an abandoned session's last token)."""
    with state.store.transaction():
        state.records.drop_expired(now - TOKEN_SECONDS)
