// generated from specs/forms/obj-lldp-profile.schema.json and obj-lldp-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-78538e81"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"med-tlvs":{"type":"array","title":"LLDP-MED TLVs","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"inventory-management","title":"Inventory management"},{"const":"network-policy","title":"Network policy"},{"const":"power-management","title":"Power management"},{"const":"location-identification","title":"Location identification"}]}},"802.1-tlvs":{"type":"array","title":"802.1 TLVs","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"port-vlan-id","title":"Port VLAN ID"}]}},"802.3-tlvs":{"type":"array","title":"802.3 TLVs","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"max-frame-size","title":"Maximum frame size"},{"const":"power-negotiation","title":"Power negotiation"}]}},"auto-isl":{"type":"string","title":"Auto Inter-Switch Link","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"auto-isl-hello-timer":{"type":"integer","title":"ISL Hello Timer (s)","minimum":1,"maximum":30,"errorMessage":{"minimum":"ISL Hello Timer (s) must be between 1 and 30.","maximum":"ISL Hello Timer (s) must be between 1 and 30.","type":"ISL Hello Timer (s) must be a whole number."},"default":3},"auto-isl-port-group":{"type":"integer","title":"ISL Port Group","minimum":0,"maximum":9,"errorMessage":{"minimum":"ISL Port Group must be between 0 and 9.","maximum":"ISL Port Group must be between 0 and 9.","type":"ISL Port Group must be a whole number."},"default":0}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-78538e81"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["med-tlvs"] !== undefined){
let data1 = data["med-tlvs"];
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["med-tlvs"].items.type,parentSchema:schema53.properties["med-tlvs"].items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs8 = errors;
let valid3 = false;
let passing0 = null;
const _errs9 = errors;
if("inventory-management" !== data2){
const err9 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/oneOf/0/const",keyword:"const",params:{allowedValue: "inventory-management"},message:"must be equal to constant",schema:"inventory-management",parentSchema:schema53.properties["med-tlvs"].items.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if("network-policy" !== data2){
const err10 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/oneOf/1/const",keyword:"const",params:{allowedValue: "network-policy"},message:"must be equal to constant",schema:"network-policy",parentSchema:schema53.properties["med-tlvs"].items.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs11 = errors;
if("power-management" !== data2){
const err11 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/oneOf/2/const",keyword:"const",params:{allowedValue: "power-management"},message:"must be equal to constant",schema:"power-management",parentSchema:schema53.properties["med-tlvs"].items.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
const _errs12 = errors;
if("location-identification" !== data2){
const err12 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/oneOf/3/const",keyword:"const",params:{allowedValue: "location-identification"},message:"must be equal to constant",schema:"location-identification",parentSchema:schema53.properties["med-tlvs"].items.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid3 = true;
passing0 = 3;
}
}
}
}
if(!valid3){
const err13 = {instancePath:instancePath+"/med-tlvs/" + i0,schemaPath:"#/properties/med-tlvs/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["med-tlvs"].items.oneOf,parentSchema:schema53.properties["med-tlvs"].items,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/med-tlvs",schemaPath:"#/properties/med-tlvs/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties["med-tlvs"],data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/med-tlvs",schemaPath:"#/properties/med-tlvs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["med-tlvs"].type,parentSchema:schema53.properties["med-tlvs"],data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["802.1-tlvs"] !== undefined){
let data3 = data["802.1-tlvs"];
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
let data4 = data3[i2];
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/802.1-tlvs/" + i2,schemaPath:"#/properties/802.1-tlvs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["802.1-tlvs"].items.type,parentSchema:schema53.properties["802.1-tlvs"].items,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs17 = errors;
let valid7 = false;
let passing1 = null;
const _errs18 = errors;
if("port-vlan-id" !== data4){
const err17 = {instancePath:instancePath+"/802.1-tlvs/" + i2,schemaPath:"#/properties/802.1-tlvs/items/oneOf/0/const",keyword:"const",params:{allowedValue: "port-vlan-id"},message:"must be equal to constant",schema:"port-vlan-id",parentSchema:schema53.properties["802.1-tlvs"].items.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1){
valid7 = true;
passing1 = 0;
}
if(!valid7){
const err18 = {instancePath:instancePath+"/802.1-tlvs/" + i2,schemaPath:"#/properties/802.1-tlvs/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["802.1-tlvs"].items.oneOf,parentSchema:schema53.properties["802.1-tlvs"].items,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
let i3 = data3.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data3[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err19 = {instancePath:instancePath+"/802.1-tlvs",schemaPath:"#/properties/802.1-tlvs/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema53.properties["802.1-tlvs"],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err20 = {instancePath:instancePath+"/802.1-tlvs",schemaPath:"#/properties/802.1-tlvs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["802.1-tlvs"].type,parentSchema:schema53.properties["802.1-tlvs"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data["802.3-tlvs"] !== undefined){
let data5 = data["802.3-tlvs"];
if(Array.isArray(data5)){
const len2 = data5.length;
for(let i4=0; i4<len2; i4++){
let data6 = data5[i4];
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/802.3-tlvs/" + i4,schemaPath:"#/properties/802.3-tlvs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["802.3-tlvs"].items.type,parentSchema:schema53.properties["802.3-tlvs"].items,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs23 = errors;
let valid11 = false;
let passing2 = null;
const _errs24 = errors;
if("max-frame-size" !== data6){
const err22 = {instancePath:instancePath+"/802.3-tlvs/" + i4,schemaPath:"#/properties/802.3-tlvs/items/oneOf/0/const",keyword:"const",params:{allowedValue: "max-frame-size"},message:"must be equal to constant",schema:"max-frame-size",parentSchema:schema53.properties["802.3-tlvs"].items.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2){
valid11 = true;
passing2 = 0;
}
const _errs25 = errors;
if("power-negotiation" !== data6){
const err23 = {instancePath:instancePath+"/802.3-tlvs/" + i4,schemaPath:"#/properties/802.3-tlvs/items/oneOf/1/const",keyword:"const",params:{allowedValue: "power-negotiation"},message:"must be equal to constant",schema:"power-negotiation",parentSchema:schema53.properties["802.3-tlvs"].items.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs25 === errors;
if(_valid2 && valid11){
valid11 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid11 = true;
passing2 = 1;
}
}
if(!valid11){
const err24 = {instancePath:instancePath+"/802.3-tlvs/" + i4,schemaPath:"#/properties/802.3-tlvs/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["802.3-tlvs"].items.oneOf,parentSchema:schema53.properties["802.3-tlvs"].items,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
let i5 = data5.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data5[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err25 = {instancePath:instancePath+"/802.3-tlvs",schemaPath:"#/properties/802.3-tlvs/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)",schema:true,parentSchema:schema53.properties["802.3-tlvs"],data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err26 = {instancePath:instancePath+"/802.3-tlvs",schemaPath:"#/properties/802.3-tlvs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["802.3-tlvs"].type,parentSchema:schema53.properties["802.3-tlvs"],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["auto-isl"] !== undefined){
let data7 = data["auto-isl"];
if(typeof data7 !== "string"){
const err27 = {instancePath:instancePath+"/auto-isl",schemaPath:"#/properties/auto-isl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["auto-isl"].type,parentSchema:schema53.properties["auto-isl"],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs28 = errors;
let valid13 = false;
let passing3 = null;
const _errs29 = errors;
if("enable" !== data7){
const err28 = {instancePath:instancePath+"/auto-isl",schemaPath:"#/properties/auto-isl/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["auto-isl"].oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3){
valid13 = true;
passing3 = 0;
}
const _errs30 = errors;
if("disable" !== data7){
const err29 = {instancePath:instancePath+"/auto-isl",schemaPath:"#/properties/auto-isl/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["auto-isl"].oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid13){
valid13 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid13 = true;
passing3 = 1;
}
}
if(!valid13){
const err30 = {instancePath:instancePath+"/auto-isl",schemaPath:"#/properties/auto-isl/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["auto-isl"].oneOf,parentSchema:schema53.properties["auto-isl"],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data["auto-isl-hello-timer"] !== undefined){
let data8 = data["auto-isl-hello-timer"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err31 = {instancePath:instancePath+"/auto-isl-hello-timer",schemaPath:"#/properties/auto-isl-hello-timer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["auto-isl-hello-timer"].type,parentSchema:schema53.properties["auto-isl-hello-timer"],data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 30 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/auto-isl-hello-timer",schemaPath:"#/properties/auto-isl-hello-timer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30",schema:30,parentSchema:schema53.properties["auto-isl-hello-timer"],data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/auto-isl-hello-timer",schemaPath:"#/properties/auto-isl-hello-timer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["auto-isl-hello-timer"],data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/auto-isl-hello-timer")) && (err34.keyword in emErrors1)) && (err34.schemaPath.indexOf("#/properties/auto-isl-hello-timer") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(33)))){
emErrors1[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err35 = {instancePath:instancePath+"/auto-isl-hello-timer",schemaPath:"#/properties/auto-isl-hello-timer/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["auto-isl-hello-timer"].errorMessage[key1],schema:schema53.properties["auto-isl-hello-timer"].errorMessage,parentSchema:schema53.properties["auto-isl-hello-timer"],data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs1 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs1.push(err36);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["auto-isl-port-group"] !== undefined){
let data9 = data["auto-isl-port-group"];
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err37 = {instancePath:instancePath+"/auto-isl-port-group",schemaPath:"#/properties/auto-isl-port-group/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["auto-isl-port-group"].type,parentSchema:schema53.properties["auto-isl-port-group"],data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 9 || isNaN(data9)){
const err38 = {instancePath:instancePath+"/auto-isl-port-group",schemaPath:"#/properties/auto-isl-port-group/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9",schema:9,parentSchema:schema53.properties["auto-isl-port-group"],data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/auto-isl-port-group",schemaPath:"#/properties/auto-isl-port-group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["auto-isl-port-group"],data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/auto-isl-port-group")) && (err40.keyword in emErrors2)) && (err40.schemaPath.indexOf("#/properties/auto-isl-port-group") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(32)))){
emErrors2[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err41 = {instancePath:instancePath+"/auto-isl-port-group",schemaPath:"#/properties/auto-isl-port-group/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["auto-isl-port-group"].errorMessage[key2],schema:schema53.properties["auto-isl-port-group"].errorMessage,parentSchema:schema53.properties["auto-isl-port-group"],data:data9};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs2 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs2.push(err42);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath)) && (err44.keyword in emErrors3)) && (err44.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(1)))){
emPropParams0 = obj0[err44.keyword];
emParamsErrors0 = emErrors3[err44.keyword][err44.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err44);
err44.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err45 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs3.push(err46);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["2a9434ea"] = validate25;
const schema54 = {"const":"inventory-management","title":"Inventory management","$id":"2a9434ea"};

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
if("inventory-management" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "inventory-management"},message:"must be equal to constant",schema:"inventory-management",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["5dad248a"] = validate26;
const schema55 = {"const":"network-policy","title":"Network policy","$id":"5dad248a"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("network-policy" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "network-policy"},message:"must be equal to constant",schema:"network-policy",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4fa40076"] = validate27;
const schema56 = {"const":"power-management","title":"Power management","$id":"-4fa40076"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("power-management" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "power-management"},message:"must be equal to constant",schema:"power-management",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6bcaec62"] = validate28;
const schema57 = {"const":"location-identification","title":"Location identification","$id":"6bcaec62"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("location-identification" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "location-identification"},message:"must be equal to constant",schema:"location-identification",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-5339da49"] = validate29;
const schema58 = {"const":"port-vlan-id","title":"Port VLAN ID","$id":"-5339da49"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("port-vlan-id" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "port-vlan-id"},message:"must be equal to constant",schema:"port-vlan-id",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6de3ad5f"] = validate30;
const schema59 = {"const":"max-frame-size","title":"Maximum frame size","$id":"-6de3ad5f"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("max-frame-size" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "max-frame-size"},message:"must be equal to constant",schema:"max-frame-size",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-156f177e"] = validate31;
const schema60 = {"const":"power-negotiation","title":"Power negotiation","$id":"-156f177e"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("power-negotiation" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "power-negotiation"},message:"must be equal to constant",schema:"power-negotiation",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate32;
const schema61 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate33;
const schema62 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
