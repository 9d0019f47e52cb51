"""Typed requests and responses of appconfigdata's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types appconfigdata`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class GetLatestConfigurationRequest(TypedDict):
    ConfigurationToken: str


class GetLatestConfigurationResponse(TypedDict, total=False):
    NextPollConfigurationToken: str
    NextPollIntervalInSeconds: int
    ContentType: str
    Configuration: bytes
    VersionLabel: str


class _StartConfigurationSessionRequestRequired(TypedDict):
    ApplicationIdentifier: str
    EnvironmentIdentifier: str
    ConfigurationProfileIdentifier: str


class StartConfigurationSessionRequest(_StartConfigurationSessionRequestRequired, total=False):
    RequiredMinimumPollIntervalInSeconds: int


class StartConfigurationSessionResponse(TypedDict, total=False):
    InitialConfigurationToken: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "GetLatestConfiguration",
    "StartConfigurationSession",
)
