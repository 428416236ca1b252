export { STEP_COMPLETED_TEXT, Stepper, type Step, type StepperProps } from './Stepper';
export { stepStatuses, type StepStatus } from './stepStatus';
