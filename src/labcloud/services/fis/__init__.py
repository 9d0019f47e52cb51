"""AWS Fault Injection Service (FIS), the Lambda subset: experiment templates and experiments."""
