// generated from specs/forms/revision-settings.schema.json and revision-settings.ui.json; do not edit, run npm run codegen
const exports = {};
exports["-67f540e8"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["max_revisions","auto_delete"],"properties":{"max_revisions":{"type":"integer","title":"Total Number of Revisions to Keep","default":100,"minimum":1,"maximum":9999,"errorMessage":{"minimum":"Please enter a number between 1 and 9999.","maximum":"Please enter a number between 1 and 9999.","type":"Please enter a number between 1 and 9999."}},"auto_delete":{"type":"boolean","title":"Auto-Delete Revisions","default":false},"delete_older_than_days":{"type":"integer","title":"Delete Revisions Older Than (Days)","default":365,"minimum":1,"maximum":3650,"errorMessage":{"minimum":"Please enter a number between 1 and 3650.","maximum":"Please enter a number between 1 and 3650.","type":"Please enter a number between 1 and 3650."}}},"errorMessage":{"required":{"max_revisions":"This field is required."}},"if":{"properties":{"auto_delete":{"const":true}},"required":["auto_delete"]},"then":{"required":["delete_older_than_days"],"errorMessage":{"required":{"delete_older_than_days":"This field is required."}}},"$id":"-67f540e8"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.auto_delete === undefined) && (missing0 = "auto_delete")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.auto_delete !== undefined){
if(true !== data.auto_delete){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delete_older_than_days === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "delete_older_than_days"},message:"must have required property '"+"delete_older_than_days"+"'",schema:schema53.then.required,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"delete_older_than_days":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/then") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(6)))){
emPropParams0 = obj0[err3.keyword];
emParamsErrors0 = emErrors0[err3.keyword][err3.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err3);
err3.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err4 = {instancePath,schemaPath:"#/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.then.errorMessage[key0][keyProp0],schema:schema53.then.errorMessage,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_revisions === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_revisions"},message:"must have required property '"+"max_revisions"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.auto_delete === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auto_delete"},message:"must have required property '"+"auto_delete"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data){
if(!(((key1 === "max_revisions") || (key1 === "auto_delete")) || (key1 === "delete_older_than_days"))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.max_revisions !== undefined){
let data1 = data.max_revisions;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err10 = {instancePath:instancePath+"/max_revisions",schemaPath:"#/properties/max_revisions/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.max_revisions.type,parentSchema:schema53.properties.max_revisions,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9999 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/max_revisions",schemaPath:"#/properties/max_revisions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema53.properties.max_revisions,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/max_revisions",schemaPath:"#/properties/max_revisions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.max_revisions,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/max_revisions")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/max_revisions") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(26)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err14 = {instancePath:instancePath+"/max_revisions",schemaPath:"#/properties/max_revisions/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.max_revisions.errorMessage[key2],schema:schema53.properties.max_revisions.errorMessage,parentSchema:schema53.properties.max_revisions,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.auto_delete !== undefined){
let data2 = data.auto_delete;
if(typeof data2 !== "boolean"){
const err16 = {instancePath:instancePath+"/auto_delete",schemaPath:"#/properties/auto_delete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.auto_delete.type,parentSchema:schema53.properties.auto_delete,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.delete_older_than_days !== undefined){
let data3 = data.delete_older_than_days;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err17 = {instancePath:instancePath+"/delete_older_than_days",schemaPath:"#/properties/delete_older_than_days/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.delete_older_than_days.type,parentSchema:schema53.properties.delete_older_than_days,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 3650 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/delete_older_than_days",schemaPath:"#/properties/delete_older_than_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3650},message:"must be <= 3650",schema:3650,parentSchema:schema53.properties.delete_older_than_days,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/delete_older_than_days",schemaPath:"#/properties/delete_older_than_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.delete_older_than_days,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/delete_older_than_days")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("#/properties/delete_older_than_days") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(35)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err21 = {instancePath:instancePath+"/delete_older_than_days",schemaPath:"#/properties/delete_older_than_days/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.delete_older_than_days.errorMessage[key3],schema:schema53.properties.delete_older_than_days.errorMessage,parentSchema:schema53.properties.delete_older_than_days,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"max_revisions":[]}};
const templates3 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath)) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(1)))){
emPropParams1 = obj0[err24.keyword];
emParamsErrors1 = emErrors3[err24.keyword][err24.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err24);
err24.emUsed = true;
}
}
}
for(const key4 in emErrors3){
for(const keyProp1 in emErrors3[key4]){
emParamsErrors1 = emErrors3[key4][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates3[key4] && templates3[key4][keyProp1];
const err25 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key4][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs3.push(err26);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["41528f43"] = validate25;
const schema54 = {"properties":{"auto_delete":{"const":true}},"required":["auto_delete"],"$id":"41528f43"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.auto_delete === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auto_delete"},message:"must have required property '"+"auto_delete"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.auto_delete !== undefined){
let data0 = data.auto_delete;
if(true !== data0){
const err1 = {instancePath:instancePath+"/auto_delete",schemaPath:"#/properties/auto_delete/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema54.properties.auto_delete,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"auto_delete":true},"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
