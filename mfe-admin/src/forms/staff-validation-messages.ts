import { staffValidationMessages } from 'shared-domain/contracts/staff.ts';
import { registerStaffValidationMessages } from 'shared-domain/validation';

// The admin's forms check rules the storefront does not have (a discount of 80 % or more, an APR
// with two decimals); their messages come with the staff contracts and are registered once here,
// by importing this module, before any form shows one.
registerStaffValidationMessages(staffValidationMessages);
