"""Testing with labcloud: ``mock_aws`` (labcloud inside the test process), a real server process
(``server_process.LabcloudProcess``), and the pytest plugin's fixtures."""

from labcloud.testing.in_process import MockAws, mock_aws

__all__ = ["MockAws", "mock_aws"]
