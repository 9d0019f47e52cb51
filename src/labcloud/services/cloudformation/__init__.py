"""AWS CloudFormation: stacks, change sets, exports, the SAM transform and resource handlers."""
